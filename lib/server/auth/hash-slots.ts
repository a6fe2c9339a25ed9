import "server-only";

import os from "node:os";

/**
 * At most this many password hashes run at once. argon2 runs on libuv's thread pool (4 threads), which file reads
 * and the embedded database's I/O share: a burst of logins holding every thread stalls unrelated requests for
 * seconds. One hash per core keeps the machine busy and leaves the pool's other threads to everything else.
 */
export const HASH_SLOTS = Math.max(1, Math.min(os.availableParallelism(), 3));

/** Runs tasks with at most `slots` at a time, first come first served. */
export function limitConcurrency(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

export const inHashSlot = limitConcurrency(HASH_SLOTS);
