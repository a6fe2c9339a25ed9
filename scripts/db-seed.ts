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
    ? await openPostgres(config.DATABASE_URL, 2, { bulk: true })
    : await openPglite(config.DATA_DIR);
  try {
    const started = Date.now();
    await seedDemoData(handle.db, {
      generatedJobs: jobCount,
      onProgress: (done) => process.stdout.write(`\r  generated ${done.toLocaleString("en-US")} of ${jobCount?.toLocaleString("en-US")} jobs`),
    });
    if (jobCount) process.stdout.write("\n");
    console.log(`Seeded (${handle.driver}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  // Drizzle wraps driver errors: the cause holds Postgres' own message.
  const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : "";
  console.error(error instanceof Error ? `${error.message.split("\n")[0]}${cause}` : error);
  process.exit(1);
});
