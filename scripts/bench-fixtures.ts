// The benchmark's signed-in fixtures on a fresh, seeded database (see lib/server/db/seed/bench-fixtures.ts):
// `tsx --conditions=react-server scripts/bench-fixtures.ts --out fixtures.json [--talents N]`. The JSON holds
// the accounts' emails, password and API tokens and the fixture jobs, for bench/lib/fixtures.mjs.
import "./load-env";

import fs from "node:fs";
import { parseArgs } from "node:util";

import { openPglite, openPostgres } from "@/lib/server/db/open";
import { DEFAULT_BENCH_FIXTURES, seedBenchFixtures } from "@/lib/server/db/seed/bench-fixtures";
import { env } from "@/lib/server/env";

async function main() {
  const { values } = parseArgs({ options: { out: { type: "string" }, talents: { type: "string" } } });
  if (!values.out) throw new Error("--out <file.json> is required: the tokens are written there");
  const talents = values.talents === undefined ? DEFAULT_BENCH_FIXTURES.talents : Number.parseInt(values.talents, 10);
  if (!Number.isInteger(talents) || talents < DEFAULT_BENCH_FIXTURES.listApplications) {
    throw new Error(`--talents must be a whole number of at least ${DEFAULT_BENCH_FIXTURES.listApplications}`);
  }
  const config = env();
  const handle = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, 2, { bulk: true })
    : await openPglite(config.DATA_DIR);
  try {
    const started = Date.now();
    const fixtures = await seedBenchFixtures(handle.db, { ...DEFAULT_BENCH_FIXTURES, talents });
    fs.writeFileSync(values.out, `${JSON.stringify(fixtures)}\n`, { mode: 0o600 });
    console.log(
      `Bench fixtures (${handle.driver}): ${fixtures.talents.length} talents in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : "";
  console.error(error instanceof Error ? `${error.message.split("\n")[0]}${cause}` : error);
  process.exit(1);
});
