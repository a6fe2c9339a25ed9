import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this file; migrations are applied by the app's own migrator.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/server/db/schema/index.ts",
  out: "./drizzle",
});
