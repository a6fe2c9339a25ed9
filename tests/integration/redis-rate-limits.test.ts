import crypto from "node:crypto";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST as talentLogin } from "@/app/api/talent/login/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { ApiError } from "@/lib/server/http/errors";
import { redisClient, type RedisClient } from "@/lib/server/rate-limit/redis-client";
import { redisRateLimitStore } from "@/lib/server/rate-limit/redis-store";

import { uniqueEmail } from "../support/accounts";
import { call } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

// Runs where a Redis server is given (CI gives the local one).
const url = process.env.TEST_REDIS_URL;
if (url) {
  process.env.REDIS_URL = url;
  process.env.RATE_LIMIT_LOGIN_IP = "3";
  delete process.env.TRUST_PROXY_HOPS;
}
const run = `test-${crypto.randomBytes(4).toString("hex")}:`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!url)("rate limits in Redis", () => {
  let other: RedisClient;
  beforeAll(async () => {
    other = createClient({ url }) as unknown as RedisClient;
    await other.connect();
  });
  afterAll(async () => {
    for await (const keys of other.scanIterator({ MATCH: `*${run}*` })) if (keys.length) await other.del(keys);
    await other.quit();
  });

  const store = (prefix = run) => redisRateLimitStore(() => redisClient(url as string), prefix);

  it("counts atomically: simultaneous hits on one key each get their own count", async () => {
    const windows = await Promise.all(Array.from({ length: 40 }, () => store().hit("atomic", 60_000, new Date())));
    expect(windows.map((w) => w.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("shares one count between instances (separate connections)", async () => {
    await store().hit("shared", 60_000, new Date());
    await redisRateLimitStore(async () => other, run).hit("shared", 60_000, new Date());
    expect((await store().peek("shared", new Date()))?.count).toBe(2);
  });

  it("lets a window lapse by itself, and forgets a key on reset", async () => {
    const now = new Date();
    await store().hit("lapse", 300, now);
    const second = await store().hit("lapse", 300, now);
    expect(second.count).toBe(2);
    expect(second.resetAt.getTime() - now.getTime()).toBeLessThanOrEqual(300);
    await sleep(400);
    expect(await store().peek("lapse", new Date())).toBeNull();
    expect((await store().hit("lapse", 300, new Date())).count).toBe(1);
    await store().reset("lapse");
    expect(await store().peek("lapse", new Date())).toBeNull();
  });

  it("answers 503 at once when Redis cannot be reached", async () => {
    const started = Date.now();
    const unreachable = redisRateLimitStore(() => redisClient("redis://127.0.0.1:1"), run);
    const error = await unreachable.hit("down", 1_000, new Date()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describeOnEachDatabase("login rate limits with REDIS_URL set", ({ db }) => {
  beforeAll(async () => {
    if (url) await seedReferenceData(db());
  });

  it.skipIf(!url)("keeps the per-IP login count in Redis and answers 429 past it", async () => {
    const ip = [10, ...crypto.randomBytes(3)].join(".");
    for (let i = 0; i < 3; i++) {
      const answer = await call(talentLogin, {
        form: { email: uniqueEmail(), password: "whatever-it-is" },
        headers: { "x-client-address": ip },
      });
      expect(answer.status).toBe(401);
    }
    const limited = await call(talentLogin, {
      form: { email: uniqueEmail(), password: "whatever-it-is" },
      headers: { "x-client-address": ip },
    });
    expect(limited.status).toBe(429);
    const check = createClient({ url });
    await check.connect();
    expect(Number(await check.get(`rate-limit:login-ip:${ip}`))).toBe(4);
    await check.del(`rate-limit:login-ip:${ip}`);
    await check.quit();
  });
});
