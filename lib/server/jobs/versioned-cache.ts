import "server-only";

import type { Db } from "../db/types";

type Entry<T> = { value: Promise<T>; expiresAt: number };

/**
 * A per-instance cache of job reads whose keys start with `job_changes_seq` (see count-jobs.ts), so a
 * write to `jobs` makes every older entry unreachable; the TTL bounds what a write in flight can leave
 * stale. Concurrent misses for one key share one read; a failed read is forgotten at once.
 */
export function versionedCache<T>(ttlMs: number, maxEntries: number) {
  const entriesByDb = new WeakMap<Db, Map<string, Entry<T>>>();
  return function cached(db: Db, key: string, read: () => Promise<T>): Promise<T> {
    let entries = entriesByDb.get(db);
    if (!entries) entriesByDb.set(db, (entries = new Map()));
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;

    const value = read();
    entries.delete(key);
    entries.set(key, { value, expiresAt: now + ttlMs });
    value.catch(() => entries.delete(key));
    // Maps iterate in insertion order: dropping the first keys drops the oldest entries.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    return value;
  };
}
