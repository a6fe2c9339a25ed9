// Loads .env files the way `next start` does, for scripts run outside Next.js.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
