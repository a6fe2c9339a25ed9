import "server-only";

import { ApiError } from "../http/errors";
import type { RedisClient } from "./redis-client";
import type { RateLimitStore, WindowState } from "./store";

// INCR and the expiry in one step, so a crash between them can never leave a counter that never lapses.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return false end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

function toWindow(reply: unknown, now: Date): WindowState | null {
  if (!Array.isArray(reply)) return null;
  const [count, ttl] = reply.map(Number) as [number, number];
  return { count, resetAt: new Date(now.getTime() + Math.max(ttl, 0)) };
}

/** Redis unreachable: the request cannot be counted, so it is refused as temporarily unavailable. */
async function withRedis<T>(
  connect: () => Promise<RedisClient>,
  work: (client: RedisClient) => Promise<T>,
): Promise<T> {
  try {
    return await work(await connect());
  } catch (error) {
    console.error("[rate-limit] redis unavailable:", error instanceof Error ? error.message : error);
    throw new ApiError(503, "The service is temporarily unavailable. Please try again shortly.", undefined, {
      "Retry-After": "5",
    });
  }
}

/**
 * Rate-limit windows in Redis (when REDIS_URL is set): keys expire on Redis's own clock, so a
 * window lapses by itself. The `now` of the interface only dates the answer's resetAt.
 */
export function redisRateLimitStore(connect: () => Promise<RedisClient>, prefix = "rate-limit:"): RateLimitStore {
  return {
    async hit(key, windowMs, now) {
      const reply = await withRedis(connect, (client) =>
        client.eval(HIT, { keys: [prefix + key], arguments: [String(windowMs)] }),
      );
      const window = toWindow(reply, now);
      if (!window) throw new Error("redis rate-limit script returned no window");
      return window;
    },
    async peek(key, now) {
      return toWindow(
        await withRedis(connect, (client) => client.eval(PEEK, { keys: [prefix + key], arguments: [] })),
        now,
      );
    },
    async reset(key) {
      await withRedis(connect, (client) => client.del(prefix + key));
    },
  };
}
