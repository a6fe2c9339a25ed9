import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { POST as clientLogin } from "@/app/api/client/login/route";
import { POST as talentLogin } from "@/app/api/talent/login/route";
import { POST as profileUpdate } from "@/app/api/talent/profile_update/route";
import { POST as talentRegister } from "@/app/api/talent/register/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { clientIp, UNKNOWN_CLIENT } from "@/lib/server/rate-limit/client-ip";
import { databaseRateLimitStore } from "@/lib/server/rate-limit/db-store";
import { accountSlowdownSeconds } from "@/lib/server/rate-limit/limits";

import { GOOD_PASSWORD, registeredTalent, uniqueEmail } from "../support/accounts";
import { call } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

// This file is about the limits: the defaults apply (the shared setup raises them for other files).
for (const name of [
  "RATE_LIMIT_LOGIN_FAILURES",
  "RATE_LIMIT_LOGIN_ACCOUNT",
  "RATE_LIMIT_LOGIN_IP",
  "RATE_LIMIT_REGISTER_IP",
  "RATE_LIMIT_PROFILE_IP",
]) {
  delete process.env[name];
}
delete process.env.TRUST_PROXY_HOPS;

let ipCounter = 0;
const freshIp = () => `203.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
// What server.mjs sets from the socket; a spoofed X-Forwarded-For rides along and must change nothing.
const fromIp = (ip: string) => ({ "x-client-address": ip, "x-forwarded-for": freshIp() });

describe("clientIp", () => {
  const request = (headers: Record<string, string>) => new Request("http://x", { headers });

  it("without a proxy, takes the socket's address that server.mjs passes, never X-Forwarded-For", () => {
    expect(clientIp(request({ "x-client-address": "127.0.0.2", "x-forwarded-for": "198.51.100.7" }), 0)).toBe(
      "127.0.0.2",
    );
    expect(clientIp(request({ "x-client-address": "::ffff:127.0.0.2" }), 0)).toBe("127.0.0.2");
    expect(clientIp(request({ "x-forwarded-for": "198.51.100.7" }), 0)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(request({ "x-client-address": "not-an-ip" }), 0)).toBe(UNKNOWN_CLIENT);
  });

  it("behind N proxies, takes the entry N from the right of X-Forwarded-For, never the leftmost", () => {
    const chain = { "x-forwarded-for": "1.1.1.1, 198.51.100.7, 10.0.0.1", "x-client-address": "10.0.0.2" };
    expect(clientIp(request(chain), 1)).toBe("10.0.0.1");
    expect(clientIp(request(chain), 2)).toBe("198.51.100.7");
    expect(clientIp(request(chain), 4)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(request({ "x-client-address": "10.0.0.2" }), 1)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(request({ "x-forwarded-for": "1.1.1.1, garbage" }), 1)).toBe(UNKNOWN_CLIENT);
  });
});

describe("the per-account slowdown", () => {
  it("doubles from 1 second and stops at 60", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(accountSlowdownSeconds)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
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
      const answer = await call(talentLogin, {
        form: { email: uniqueEmail(), password: "whatever-it-is" },
        headers: fromIp(ip),
      });
      expect(answer.status).toBe(401);
    }
    // The limit is per IP, not per kind of account.
    const limited = await call(clientLogin, {
      form: { email: uniqueEmail(), password: "whatever-it-is" },
      headers: fromIp(ip),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many login attempts\. Please try again in (\d+ seconds?|1 minute)\.$/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);

    const otherIp = await call(talentLogin, {
      form: { email: uniqueEmail(), password: "whatever-it-is" },
      headers: fromIp(freshIp()),
    });
    expect(otherIp.status).toBe(401);

    vi.setSystemTime(new Date("2031-01-01T00:01:00Z"));
    const later = await call(talentLogin, {
      form: { email: uniqueEmail(), password: "whatever-it-is" },
      headers: fromIp(ip),
    });
    expect(later.status).toBe(401);
  });

  it("a spoofed X-Forwarded-For changes nothing: the 31st login from one address is refused", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const headers = { "x-client-address": ip, "x-forwarded-for": `198.51.100.${i}` };
      expect(
        (await call(talentLogin, { form: { email: uniqueEmail(), password: "whatever-it-is" }, headers })).status,
      ).toBe(401);
    }
    const spoofed = await call(talentLogin, {
      form: { email: uniqueEmail(), password: "whatever-it-is" },
      headers: { "x-client-address": ip, "x-forwarded-for": "198.51.100.200" },
    });
    expect(spoofed.status).toBe(429);
  });

  it("refuses the 11th failure of one client on one account, and still lets the owner in from their address", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2032-01-01T00:00:00Z"));
    const talent = await registeredTalent();
    const stranger = freshIp();
    for (let i = 0; i < 10; i++) {
      const answer = await call(talentLogin, {
        form: { email: talent.email, password: `wrong-${i}-pass` },
        headers: fromIp(stranger),
      });
      expect(answer.status).toBe(401);
    }
    const refused = await call(talentLogin, {
      form: { email: talent.email.toUpperCase(), password: GOOD_PASSWORD },
      headers: fromIp(stranger),
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many failed logins for this account. Please try again in 15 minutes.");
    expect(Number(refused.headers.get("retry-after"))).toBe(900);

    const owner = await call(talentLogin, {
      form: { email: talent.email, password: GOOD_PASSWORD },
      headers: fromIp(freshIp()),
    });
    expect(owner.status).toBe(200);

    vi.setSystemTime(new Date("2032-01-01T00:14:59Z"));
    expect(
      (await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD }, headers: fromIp(stranger) }))
        .status,
    ).toBe(429);
    vi.setSystemTime(new Date("2032-01-01T00:15:00Z"));
    expect(
      (await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD }, headers: fromIp(stranger) }))
        .status,
    ).toBe(200);
  });

  it("forgets a client's failures after that client logs in", async () => {
    const talent = await registeredTalent();
    const ip = freshIp();
    const fail = () =>
      call(talentLogin, { form: { email: talent.email, password: "nope-nope-nope" }, headers: fromIp(ip) });
    for (let i = 0; i < 9; i++) expect((await fail()).status).toBe(401);
    expect(
      (await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD }, headers: fromIp(ip) })).status,
    ).toBe(200);
    for (let i = 0; i < 10; i++) expect((await fail()).status).toBe(401);
    expect((await fail()).status).toBe(429);
  });

  it("past 30 failures on an account from anyone, lets one unknown client through per growing delay", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2033-01-01T00:00:00Z").getTime();
    const at = (seconds: number) => vi.setSystemTime(new Date(start + seconds * 1000));
    at(0);
    const talent = await registeredTalent();
    const other = await registeredTalent();
    const attempt = (password: string) =>
      call(talentLogin, { form: { email: talent.email, password }, headers: fromIp(freshIp()) });
    for (let i = 0; i < 30; i++) expect((await attempt("wrong-password-1")).status).toBe(401);

    expect((await attempt("wrong-password-1")).status).toBe(401); // the 31st goes through, and opens a 1 s wait
    const waiting = await attempt(GOOD_PASSWORD);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get("retry-after")).toBe("1");
    expect((await call(talentLogin, { form: { email: other.email, password: GOOD_PASSWORD } })).status).toBe(200);

    at(1);
    expect((await attempt("wrong-password-1")).status).toBe(401); // 32nd failure: the next wait is 2 s
    at(2);
    expect((await attempt(GOOD_PASSWORD)).status).toBe(429);
    at(3);
    expect((await attempt(GOOD_PASSWORD)).status).toBe(200);
  });

  it("lets exactly one of simultaneous attempts through a slowed account", async () => {
    const talent = await registeredTalent();
    const attempt = () =>
      call(talentLogin, { form: { email: talent.email, password: "wrong-password-1" }, headers: fromIp(freshIp()) });
    for (let i = 0; i < 30; i++) expect((await attempt()).status).toBe(401);
    const statuses = (await Promise.all(Array.from({ length: 8 }, attempt))).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
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
