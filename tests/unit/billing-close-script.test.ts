import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { monthLabel } from "@/lib/invoices/periods";

describe("npm run billing:close", () => {
  it("refuses a month that has not begun, naming it, before it opens the database", () => {
    const now = new Date();
    const future = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
    const result = spawnSync(
      path.resolve("node_modules/.bin/tsx"),
      ["--conditions=react-server", "scripts/billing-close.ts", "--month", future],
      // A database nobody listens on: reaching it would fail with another message.
      { encoding: "utf8", env: { ...process.env, DATABASE_URL: "postgres://nobody@127.0.0.1:9/none" } },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      `${monthLabel(future)} (${future}) has not begun yet: only a month that has begun can be closed.`,
    );
  }, 30_000);
});
