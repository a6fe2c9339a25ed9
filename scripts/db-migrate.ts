// Applies pending migrations through the app's own migrator (never drizzle-kit against a live directory).
import "./load-env";

import { openPglite, openPostgres } from "@/lib/server/db/open";
import { env } from "@/lib/server/env";

async function main() {
  const config = env();
  const handle = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL, 1) : await openPglite(config.DATA_DIR);
  await handle.close();
  console.log(`Migrations applied (${handle.driver}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
