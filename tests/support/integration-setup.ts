import nextEnv from "@next/env";

// The same committed .env the app reads, so handlers see the development API key.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
