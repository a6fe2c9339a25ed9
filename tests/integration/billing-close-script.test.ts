import { execFile } from "node:child_process";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { monthLabel } from "@/lib/invoices/periods";
import { invoices } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { approvedWeek, billedClient, invoicesOf, oneEngagement } from "../support/billing-fixtures";
import { describeOnEachDatabase } from "../support/test-db";

const SCRIPT_TIMEOUT = 120_000;
type Outcome = { code: number; stdout: string; stderr: string };

/** Runs `npm run billing:close -- …args` the way package.json does, with `env` over the test's environment. */
function billingClose(args: string[], env: Record<string, string | undefined>): Promise<Outcome> {
  const root = process.cwd();
  // Only the database a test names: without one the script must stop before it opens any.
  const inherited = { ...process.env, DATABASE_URL: undefined };
  return new Promise((resolve) => {
    execFile(
      path.join(root, "node_modules/.bin/tsx"),
      ["--conditions=react-server", "scripts/billing-close.ts", ...args],
      { cwd: root, env: { ...inherited, ...env }, timeout: SCRIPT_TIMEOUT },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe("billing:close input", () => {
  it.each([["2026-13"], ["november"], ["2026-9"]])(
    "exits non-zero and names the form for --month %s",
    async (month) => {
      const outcome = await billingClose(["--month", month], {});
      expect(outcome.code).not.toBe(0);
      expect(outcome.stderr).toContain(`--month must be a month written YYYY-MM, not "${month}".`);
      expect(outcome.stdout).toBe("");
    },
    SCRIPT_TIMEOUT,
  );

  it(
    "refuses a month that has not begun, naming it, before it opens the database",
    async () => {
      const now = new Date();
      const future = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
      // A database nobody listens on: reaching it would fail with another message.
      const outcome = await billingClose(["--month", future], { DATABASE_URL: "postgres://nobody@127.0.0.1:9/none" });
      expect(outcome.code).toBe(1);
      expect(outcome.stderr.trim()).toBe(
        `${monthLabel(future)} (${future}) has not begun yet: only a month that has begun can be closed.`,
      );
    },
    SCRIPT_TIMEOUT,
  );
});

describeOnEachDatabase("billing:close", ({ db, driver }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  /** The URL of the fresh database the test points the app at, on the TEST_DATABASE_URL server. */
  async function databaseUrl() {
    const result = await db().execute(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
    return url.toString();
  }

  // The script refuses the embedded database (it belongs to the running server): Postgres only.
  it.runIf(driver === "postgres")(
    "closes the month it is given, and a second run creates nothing new",
    async () => {
      const client = await billedClient(db());
      const { engagementId } = await oneEngagement(db(), client.companyId, {
        contractType: "hourly",
        rateMinor: 5_000,
        startDate: "2026-07-01",
      });
      await approvedWeek(db(), engagementId, "2026-08-10", 90, new Date("2026-08-20T12:00:00Z"));
      // A server on Postgres needs a shared NEXTAUTH_SECRET; the script reads the same environment.
      const env = { DATABASE_URL: await databaseUrl(), NEXTAUTH_SECRET: "integration-test-secret-0123456789abcdef" };
      const augustInvoices = () =>
        db()
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.month, "2026-08"), eq(invoices.kind, "invoice")));

      const first = await billingClose(["--month", "2026-08"], env);
      expect(first, first.stderr).toMatchObject({ code: 0 });
      expect(first.stdout).toContain("Closed 2026-08: 1 invoice(s) issued (USD 75.00).");
      const [invoice] = await invoicesOf(db(), client.companyId);
      expect(invoice).toMatchObject({ month: "2026-08", totalMinor: 7_500, status: "issued" });
      expect(invoice!.payouts).toHaveLength(1);

      const second = await billingClose(["--month", "2026-08"], env);
      expect(second, second.stderr).toMatchObject({ code: 0 });
      expect(second.stdout.trim()).toBe("Closed 2026-08: no new invoice.");
      expect(await augustInvoices()).toEqual([{ id: invoice!.id }]);
      expect((await invoicesOf(db(), client.companyId))[0]!.payouts).toHaveLength(1);
    },
    SCRIPT_TIMEOUT * 2,
  );
});
