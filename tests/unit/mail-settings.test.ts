import { describe, expect, it } from "vitest";

import { parseEnv } from "@/lib/server/env";
import { MAIL_RETRY_BASE_MS, MAIL_RETRY_CAP_MS, MAIL_RETRY_JITTER, retryDelayMs } from "@/lib/server/mail/settings";

describe("mail retry delay", () => {
  it("doubles from 30 s after each failure, up to one hour", () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, noJitter))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(7, noJitter)).toBe(MAIL_RETRY_BASE_MS * 64);
    expect(retryDelayMs(20, noJitter)).toBe(MAIL_RETRY_CAP_MS);
  });

  it("adds at most a tenth at random, so messages that failed together spread out", () => {
    expect(retryDelayMs(1, () => 0.999)).toBeLessThanOrEqual(MAIL_RETRY_BASE_MS * (1 + MAIL_RETRY_JITTER));
    expect(retryDelayMs(1, () => 0.5)).toBe(31_500);
  });
});

describe("mail configuration", () => {
  it("sends through SMTP_URL when set (smtp or smtps), and only logs otherwise", () => {
    const defaults = parseEnv({ API_KEYS: "k" });
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.MAIL_FROM).toBe("Hireloop <no-reply@hireloop.local>");
    expect(parseEnv({ API_KEYS: "k", SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(parseEnv({ API_KEYS: "k", SMTP_URL: "smtps://user:pass@mail.example.com:465" }).SMTP_URL).toBe(
      "smtps://user:pass@mail.example.com:465",
    );
    expect(parseEnv({ API_KEYS: "k", MAIL_FROM: "Team <team@example.com>" }).MAIL_FROM).toBe("Team <team@example.com>");
    expect(() => parseEnv({ API_KEYS: "k", SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
  });
});
