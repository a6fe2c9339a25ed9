import fs from "node:fs";
import { describe, expect, it } from "vitest";

import { MISS_CAUSES, missCauses } from "../../bench/lib/miss-causes.mjs";
import { evaluateTargets } from "../../bench/lib/targets.mjs";

const check = (group: string, target: string, pass = false) => ({ group, target, pass, value: "x" });

describe("why the bench's misses miss", () => {
  it("groups the misses that share a cause and leaves out what passed", () => {
    const groups = missCauses([
      check("Login (pglite)", "p95 at 10 concurrent logins ≤ 8× one hash"),
      check("Login (postgres)", "p95 at 10 concurrent logins ≤ 8× one hash"),
      check("Page throughput", "/ ≥ 0.8× bare page req/s", true),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.misses.map((miss) => miss.group)).toEqual(["Login (pglite)", "Login (postgres)"]);
    expect(groups[0]?.cause).toMatch(/argon2/);
  });

  it("says a miss it has no measured cause for is new, alone in its row", () => {
    const groups = missCauses([
      check("Live messages", "p99 from POST to arrival ≤ 250 ms"),
      check("Month close", "10,000 engagements ≤ 60 s"),
    ]);
    expect(groups).toHaveLength(2);
    expect(groups.every((group) => group.cause.startsWith("Not measured yet"))).toBe(true);
  });

  it("matches every cause to a target the bench still writes", () => {
    const results = JSON.parse(fs.readFileSync("bench/results.json", "utf8"));
    const keys = evaluateTargets(results).map((one) => `${one.group} | ${one.target}`);
    for (const entry of MISS_CAUSES)
      expect(
        keys.some((key) => entry.match.test(key)),
        String(entry.match),
      ).toBe(true);
  });
});
