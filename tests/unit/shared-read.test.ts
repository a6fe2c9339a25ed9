import { describe, expect, it } from "vitest";

import type { Db } from "@/lib/server/db/types";
import { sharedRead } from "@/lib/server/jobs/shared-read";

/** A read whose answers the test releases by hand, counting how many were started. */
function manualRead() {
  const pending: Array<(value: number) => void> = [];
  const failures: Array<(error: Error) => void> = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve, reject) => {
      started += 1;
      pending.push(resolve);
      failures.push(reject);
    });
  return {
    read,
    started: () => started,
    answer: (value: number) => {
      failures.shift();
      pending.shift()?.(value);
    },
    fail: (error: Error) => {
      pending.shift();
      failures.shift()?.(error);
    },
  };
}

const db = {} as Db;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("sharedRead", () => {
  it("starts one read for a lone call and a new one for each later call", async () => {
    const source = manualRead();
    const version = sharedRead(source.read);
    const first = version(db);
    source.answer(1);
    expect(await first).toBe(1);
    const second = version(db);
    source.answer(2);
    expect(await second).toBe(2);
    expect(source.started()).toBe(2);
  });

  it("answers calls that arrive during a read from one read started after it", async () => {
    const source = manualRead();
    const version = sharedRead(source.read);
    const early = version(db);
    const late = [version(db), version(db), version(db)];
    expect(source.started()).toBe(1);
    source.answer(1); // the value before a write the late callers may already have seen committed
    expect(await early).toBe(1);
    await tick();
    expect(source.started()).toBe(2);
    source.answer(2);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
  });

  it("forgets a failed read, so the next call reads again", async () => {
    const source = manualRead();
    const version = sharedRead(source.read);
    const failing = version(db);
    source.fail(new Error("connection lost"));
    await expect(failing).rejects.toThrow("connection lost");
    const retry = version(db);
    source.answer(3);
    expect(await retry).toBe(3);
    expect(source.started()).toBe(2);
  });

  it("keeps the reads of different databases apart", async () => {
    const source = manualRead();
    const version = sharedRead(source.read);
    const one = version(db);
    const other = version({} as Db);
    expect(source.started()).toBe(2);
    source.answer(1);
    source.answer(2);
    expect([await one, await other]).toEqual([1, 2]);
  });
});
