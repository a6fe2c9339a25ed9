import { expect, it, vi } from "vitest";

import { linkUrl } from "@/lib/server/accounts/account-links";
import { parseEnv, siteUrl } from "@/lib/server/env";
import { siteLink } from "@/lib/server/mail/urls";
import { createSetupLinkIfNoManager } from "@/lib/server/manage/setup-link";

import { describeOnEachDatabase } from "../support/test-db";

// Before anything reads the environment: a server on port 4123 with no SITE_URL or NEXTAUTH_URL.
vi.hoisted(() => {
  process.env.PORT = "4123";
  delete process.env.SITE_URL;
  delete process.env.NEXTAUTH_URL;
});

describeOnEachDatabase("the links the server builds", ({ db }) => {
  it("point at the port the server listens on when neither SITE_URL nor NEXTAUTH_URL is set", async () => {
    expect(linkUrl("verify_email", "tok", "talent")).toMatch(/^http:\/\/localhost:4123\/\S+token=tok/);
    expect(siteLink("/talent")).toBe("http://localhost:4123/talent");
    expect(await createSetupLinkIfNoManager(db())).toMatch(/^http:\/\/localhost:4123\/admin\/setup\?token=/);
  });
});

it("uses SITE_URL first, then NEXTAUTH_URL, then localhost on PORT (3000 when unset)", () => {
  const base = { API_KEYS: "k" };
  expect(siteUrl(parseEnv(base))).toBe("http://localhost:3000");
  expect(siteUrl(parseEnv({ ...base, PORT: "4123" }))).toBe("http://localhost:4123");
  expect(siteUrl(parseEnv({ ...base, PORT: "4123", NEXTAUTH_URL: "https://auth.example.com/" }))).toBe(
    "https://auth.example.com",
  );
  expect(
    siteUrl(
      parseEnv({ ...base, PORT: "4123", NEXTAUTH_URL: "https://auth.example.com", SITE_URL: "https://hire.example" }),
    ),
  ).toBe("https://hire.example");
  expect(siteUrl(parseEnv({ ...base, SITE_URL: "", NEXTAUTH_URL: "" }))).toBe("http://localhost:3000");
});
