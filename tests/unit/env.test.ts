import { describe, expect, it } from "vitest";

import { parseEnv } from "@/lib/server/env";

describe("environment configuration", () => {
  it("parses API keys and applies defaults", () => {
    const env = parseEnv({ API_KEYS: "a, b,,", DATA_DIR: "" });
    expect(env.API_KEYS).toEqual(["a", "b"]);
    expect(env.DATA_DIR).toBe("./.data");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names the variable that is missing", () => {
    expect(() => parseEnv({})).toThrow(/API_KEYS/);
  });

  it("refuses a Postgres deployment without a shared NEXTAUTH_SECRET", () => {
    expect(() => parseEnv({ API_KEYS: "k", DATABASE_URL: "postgres://db/app" })).toThrow(/NEXTAUTH_SECRET/);
    const env = parseEnv({ API_KEYS: "k", DATABASE_URL: "postgres://db/app", NEXTAUTH_SECRET: "x".repeat(32) });
    expect(env.DATABASE_URL).toBe("postgres://db/app");
  });
});

describe("the proxy setting", () => {
  it("takes the number of proxies in front, 0 by default", () => {
    expect(parseEnv({ API_KEYS: "k" }).TRUST_PROXY_HOPS).toBe(0);
    expect(parseEnv({ API_KEYS: "k", TRUST_PROXY_HOPS: "2" }).TRUST_PROXY_HOPS).toBe(2);
    expect(() => parseEnv({ API_KEYS: "k", TRUST_PROXY_HOPS: "-1" })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => parseEnv({ API_KEYS: "k", TRUST_PROXY_HOPS: "yes" })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it("refuses the old TRUST_PROXY, which could not say which hop to trust", () => {
    expect(() => parseEnv({ API_KEYS: "k", TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: was replaced by TRUST_PROXY_HOPS/,
    );
  });
});

describe("the message mails and the inbound mail server", () => {
  it("leaves the inbound server off and the reply domain to MAIL_FROM by default", () => {
    const env = parseEnv({ API_KEYS: "k" });
    expect(env.INBOUND_SMTP_PORT).toBeUndefined();
    expect(env.MAIL_DOMAIN).toBeUndefined();
    expect(env.MESSAGE_MAIL_DELAY_MS).toBeUndefined();
  });

  it("takes a port, a domain and the delays, and names a bad one", () => {
    const env = parseEnv({
      API_KEYS: "k",
      INBOUND_SMTP_PORT: "2526",
      MAIL_DOMAIN: "mail.example.com",
      MESSAGE_MAIL_DELAY_MS: "0",
      MESSAGE_MAIL_INTERVAL_MS: "1000",
      INTERVIEW_REMINDER_INTERVAL_MS: "1000",
    });
    expect(env).toMatchObject({ INBOUND_SMTP_PORT: 2526, MAIL_DOMAIN: "mail.example.com", MESSAGE_MAIL_DELAY_MS: 0 });
    expect(() => parseEnv({ API_KEYS: "k", INBOUND_SMTP_PORT: "70000" })).toThrow(/INBOUND_SMTP_PORT/);
    expect(() => parseEnv({ API_KEYS: "k", MAIL_DOMAIN: "reply+x@example.com" })).toThrow(
      /MAIL_DOMAIN: must be a domain name/,
    );
    expect(() => parseEnv({ API_KEYS: "k", MESSAGE_MAIL_DELAY_MS: "-1" })).toThrow(/MESSAGE_MAIL_DELAY_MS/);
  });
});
