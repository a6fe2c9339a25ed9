// Loads demo data: `npm run db:seed`, or `npm run db:seed -- --jobs N --talent M` for N generated jobs and M
// generated vetted talent (the directory's scale tests).
import "./load-env";

import { parseArgs } from "node:util";

import { openPglite, openPostgres } from "@/lib/server/db/open";
import { seedDemoData } from "@/lib/server/db/seed";
import { env } from "@/lib/server/env";

async function main() {
  const { values } = parseArgs({ options: { jobs: { type: "string" }, talent: { type: "string" } } });
  const jobCount = wholeNumber(values.jobs, "--jobs must be a whole number of jobs, e.g. --jobs 100000");
  const talentCount = wholeNumber(values.talent, "--talent must be a whole number of talent, e.g. --talent 100000");
  const config = env();
  const handle = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, 2, { bulk: true })
    : await openPglite(config.DATA_DIR);
  try {
    const started = Date.now();
    await seedDemoData(handle.db, {
      generatedJobs: jobCount,
      onProgress: (done) =>
        process.stdout.write(
          `\r  generated ${done.toLocaleString("en-US")} of ${jobCount?.toLocaleString("en-US")} jobs`,
        ),
      generatedTalents: talentCount,
      onTalentProgress: (done) =>
        process.stdout.write(
          `\r  generated ${done.toLocaleString("en-US")} of ${talentCount?.toLocaleString("en-US")} talent`,
        ),
    });
    if (jobCount || talentCount) process.stdout.write("\n");
    console.log(`Seeded (${handle.driver}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await handle.close();
  }
}

function wholeNumber(value: string | undefined, message: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number.parseInt(value, 10);
  if (!Number.isInteger(number) || number < 0) throw new Error(message);
  return number;
}

main().catch((error: unknown) => {
  // Drizzle wraps driver errors: the cause holds Postgres' own message.
  const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : "";
  console.error(error instanceof Error ? `${error.message.split("\n")[0]}${cause}` : error);
  process.exit(1);
});
