import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as talentLogin } from "@/app/api/talent/login/route";
import { POST as clientLogin } from "@/app/api/client/login/route";
import { POST as talentRegister } from "@/app/api/talent/register/route";
import { POST as profileUpdate } from "@/app/api/talent/profile_update/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { databaseRateLimitStore } from "@/lib/server/rate-limit/db-store";
import { clientIp, UNKNOWN_CLIENT } from "@/lib/server/rate-limit/client-ip";
import { call } from "../support/api-client";
import { GOOD_PASSWORD, registeredTalent, uniqueEmail } from "../support/accounts";
import { describeOnEachDatabase } from "../support/test-db";

// This file is about the limits: the defaults apply (the shared setup raises them for other files).
for (const name of ["RATE_LIMIT_LOGIN_FAILURES", "RATE_LIMIT_LOGIN_IP", "RATE_LIMIT_REGISTER_IP", "RATE_LIMIT_PROFILE_IP"]) {
  delete process.env[name];
}
process.env.TRUST_PROXY = "true";

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;
const fromIp = (ip: string) => ({ "x-forwarded-for": `${ip}, 10.0.0.1` });

describe("clientIp", () => {
  const request = (headers: Record<string, string>) => new Request("http://x", { headers });

  it("takes the first X-Forwarded-For hop only when the proxy is trusted", () => {
    expect(clientIp(request({ "x-forwarded-for": "198.51.100.7, 10.0.0.1" }), true)).toBe("198.51.100.7");
    expect(clientIp(request({ "x-forwarded-for": "198.51.100.7" }), false)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(request({}), true)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(request({ "x-forwarded-for": "not-an-ip" }), true)).toBe(UNKNOWN_CLIENT);
  });
});

describeOnEachDatabase("rate limits", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts atomically: simultaneous hits on one key each get their own count", async () => {
    const store = databaseRateLimitStore(db());
    const now = new Date();
    const windows = await Promise.all(Array.from({ length: 40 }, () => store.hit("test:atomic", 60_000, now)));
    expect(windows.map((w) => w.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(windows.map((w) => w.resetAt.getTime())).size).toBe(1);
  });

  it("opens a new window once the old one has passed, without any clean-up", async () => {
    const store = databaseRateLimitStore(db());
    const start = new Date("2030-01-01T00:00:00Z");
    await store.hit("test:expiry", 1_000, start);
    expect((await store.hit("test:expiry", 1_000, new Date(start.getTime() + 500))).count).toBe(2);
    expect(await store.peek("test:expiry", new Date(start.getTime() + 1_000))).toBeNull();
    const fresh = await store.hit("test:expiry", 1_000, new Date(start.getTime() + 1_000));
    expect(fresh).toEqual({ count: 1, resetAt: new Date(start.getTime() + 2_000) });
  });

  it("allows 30 login attempts per IP per minute, then 429 with Retry-After, for that IP only", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-01-01T00:00:00Z"));
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const answer = await call(talentLogin, { form: { email: uniqueEmail(), password: "whatever-it-is" }, headers: fromIp(ip) });
      expect(answer.status).toBe(401);
    }
    // The limit is per IP, not per kind of account.
    const limited = await call(clientLogin, { form: { email: uniqueEmail(), password: "whatever-it-is" }, headers: fromIp(ip) });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many login attempts\. Please try again in (\d+ seconds?|1 minute)\.$/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);

    const otherIp = await call(talentLogin, { form: { email: uniqueEmail(), password: "whatever-it-is" }, headers: fromIp(freshIp()) });
    expect(otherIp.status).toBe(401);

    vi.setSystemTime(new Date("2031-01-01T00:01:00Z"));
    const later = await call(talentLogin, { form: { email: uniqueEmail(), password: "whatever-it-is" }, headers: fromIp(ip) });
    expect(later.status).toBe(401);
  });

  it("allows 10 failed logins per account per 15 minutes, then 429 even for the right password, and lifts it by itself", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2032-01-01T00:00:00Z"));
    const talent = await registeredTalent();
    const other = await registeredTalent();
    for (let i = 0; i < 10; i++) {
      const answer = await call(talentLogin, { form: { email: talent.email, password: `wrong-${i}-pass` }, headers: fromIp(freshIp()) });
      expect(answer.status).toBe(401);
    }
    const locked = await call(talentLogin, {
      form: { email: talent.email.toUpperCase(), password: GOOD_PASSWORD },
      headers: fromIp(freshIp()),
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe("Too many failed logins for this account. Please try again in 15 minutes.");
    expect(Number(locked.headers.get("retry-after"))).toBe(900);
    // Other accounts are untouched.
    expect((await call(talentLogin, { form: { email: other.email, password: GOOD_PASSWORD } })).status).toBe(200);

    vi.setSystemTime(new Date("2032-01-01T00:14:59Z"));
    expect((await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD } })).status).toBe(429);
    vi.setSystemTime(new Date("2032-01-01T00:15:00Z"));
    expect((await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD } })).status).toBe(200);
  });

  it("forgets an account's failures after a successful login", async () => {
    const talent = await registeredTalent();
    const fail = () => call(talentLogin, { form: { email: talent.email, password: "nope-nope-nope" }, headers: fromIp(freshIp()) });
    for (let i = 0; i < 9; i++) expect((await fail()).status).toBe(401);
    expect((await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD } })).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await fail()).status).toBe(401);
  });

  it("limits sign-ups to 20 per IP per window", async () => {
    const ip = freshIp();
    const register = () =>
      call(talentRegister, {
        form: { first_name: "R", last_name: "L", email: uniqueEmail(), password: GOOD_PASSWORD },
        headers: fromIp(ip),
      });
    for (let i = 0; i < 20; i++) expect((await register()).status).toBe(201);
    const limited = await register();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many sign-ups from this address\./);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("limits profile updates to 60 per IP per minute", async () => {
    const talent = await registeredTalent();
    const ip = freshIp();
    const update = () => call(profileUpdate, { token: talent.token, json: { headline: "Busy" }, headers: fromIp(ip) });
    for (let i = 0; i < 60; i++) expect((await update()).status).toBe(200);
    const limited = await update();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many profile updates from this address\./);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
  });
});
