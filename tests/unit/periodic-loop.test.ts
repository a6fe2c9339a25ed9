import { afterEach, describe, expect, it, vi } from "vitest";

import { startPeriodicLoop } from "@/lib/server/mail/periodic-loop";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("startPeriodicLoop, the clock of the timed mails", () => {
  afterEach(() => vi.restoreAllMocks());

  it("runs every interval, logs what a run answers, one loop per name, and stops on request", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    let runs = 0;
    const loop = startPeriodicLoop(
      "test-loop",
      () => 10,
      async () => (++runs === 2 ? "queued 1 mail" : null),
    );
    expect(
      startPeriodicLoop(
        "test-loop",
        () => 10,
        async () => null,
      ),
    ).toBe(loop);
    await sleep(120);
    await loop.stop();
    const after = runs;
    expect(after).toBeGreaterThanOrEqual(3);
    expect(log.mock.calls.map((call) => call[0])).toEqual(["[test-loop] queued 1 mail"]);
    await sleep(40);
    expect(runs).toBe(after);
    // Stopped, the name is free again.
    const next = startPeriodicLoop(
      "test-loop",
      () => 10,
      async () => null,
    );
    expect(next).not.toBe(loop);
    await next.stop();
  });

  it("says a failure once per outage and keeps going, then says it runs again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    let runs = 0;
    const loop = startPeriodicLoop(
      "failing-loop",
      () => 10,
      async () => {
        runs++;
        if (runs <= 3) throw new Error("database away");
        return null;
      },
    );
    await sleep(150);
    await loop.stop();
    expect(runs).toBeGreaterThan(4);
    expect(error.mock.calls).toEqual([["[failing-loop] run failed (retrying):", "database away"]]);
    expect(log.mock.calls).toEqual([["[failing-loop] running again"]]);
  });
});
