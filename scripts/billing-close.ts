// Closes a month on Postgres: `npm run billing:close -- --month 2026-11` (default: last month, UTC). It is the
// month-close run, claimed like any run, so it never overlaps a close started by a server or the console.
import "./load-env";

import { parseArgs } from "node:util";

import { monthNotBegun } from "@/lib/invoices/month-not-begun";
import { previousMonth } from "@/lib/invoices/periods";
import { MONTH_PATTERN } from "@/lib/invoices/states";
import { openPostgres } from "@/lib/server/db/open";
import { env } from "@/lib/server/env";
import { runOnce } from "@/lib/server/runs/run-once";

async function main() {
  const { values } = parseArgs({ options: { month: { type: "string" } } });
  const month = values.month ?? previousMonth(new Date());
  if (!MONTH_PATTERN.test(month)) throw new Error(`--month must be a month written YYYY-MM, not "${month}".`);
  const notBegun = monthNotBegun(month, new Date());
  if (notBegun) throw new Error(notBegun);
  const config = env();
  if (!config.DATABASE_URL) {
    throw new Error(
      "billing:close needs a Postgres DATABASE_URL. The embedded database belongs to the running server: " +
        'close the month from the console\'s Runs page ("Month close", Run now) instead.',
    );
  }
  // The run may take longer than a request: no per-statement time limit here.
  const handle = await openPostgres(config.DATABASE_URL, 2, { bulk: true });
  try {
    const result = await runOnce(handle.db, "month-close", () => new Date(), { month });
    if (!result.ran) throw new Error("The month close is running on another instance now: try again once it ends.");
    console.log(result.summary);
    if (result.outcome === "failed") process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
