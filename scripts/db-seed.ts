// Loads demo data: `npm run db:seed`, or `npm run db:seed -- --jobs N` for N generated jobs.
import "./load-env";
import { parseArgs } from "node:util";
import { env } from "@/lib/server/env";
import { openPglite, openPostgres } from "@/lib/server/db/open";
import { seedDemoData } from "@/lib/server/db/seed";


async function main() {
  const { values } = parseArgs({ options: { jobs: { type: "string" } } });
  const jobCount = values.jobs === undefined ? undefined : Number.parseInt(values.jobs, 10);
  if (jobCount !== undefined && (!Number.isInteger(jobCount) || jobCount < 0)) {
    throw new Error("--jobs must be a whole number of jobs, e.g. --jobs 100000");
  }
  const config = env();
  const handle = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, 2)
    : await openPglite(config.DATA_DIR);
  try {
    const started = Date.now();
    await seedDemoData(handle.db, { generatedJobs: jobCount });
    console.log(`Seeded (${handle.driver}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
