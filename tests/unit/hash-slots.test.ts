import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { limitConcurrency } = await import("@/lib/server/auth/hash-slots");

describe("the password-hash slots", () => {
  it("never runs more tasks at once than its slots, in arrival order, and passes results and errors through", async () => {
    const run = limitConcurrency(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      if (id === 3) throw new Error("bad hash");
      return id;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((id) => run(task(id))));
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "error"))).toEqual([1, 2, "error", 4, 5, 6]);
    // The slots are free again afterwards.
    expect(await run(async () => "again")).toBe("again");
  });
});
