import "server-only";

import { and, eq, gt, lt, sql } from "drizzle-orm";

import { rateLimits } from "../db/schema";
import type { Db } from "../db/types";
import type { RateLimitStore, WindowState } from "./store";

// Expired rows are harmless (the next hit restarts them) but would pile up; sweep now and then.
const SWEEP_PROBABILITY = 0.01;

/** Rate-limit windows in the `rate_limits` table: one atomic upsert per hit, so instances agree. */
export function databaseRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowMs, now): Promise<WindowState> {
      const freshReset = new Date(now.getTime() + windowMs);
      const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: freshReset })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      if (Math.random() < SWEEP_PROBABILITY) {
        await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
      }
      if (!row) throw new Error("rate limit upsert returned no row");
      return row;
    },
    async peek(key, now) {
      const [row] = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)))
        .limit(1);
      return row ?? null;
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
