// Applies pending migrations through the app's own migrator (never drizzle-kit against a live directory).
import "./load-env";

import { openPglite, openPostgres } from "@/lib/server/db/open";
import { env } from "@/lib/server/env";

async function main() {
  const config = env();
  // Without the app's per-query time limit: a migration's backfill may rewrite a large table (0024's at 100,000
  // talent took about 20 s on a busy 2-core machine).
  const handle = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, 1, { bulk: true })
    : await openPglite(config.DATA_DIR);
  await handle.close();
  console.log(`Migrations applied (${handle.driver}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
