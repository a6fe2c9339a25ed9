import { describe, expect, it } from "vitest";

import { requiredKindFor, sessionRequiredPath } from "@/lib/auth/areas";
import { safeCallbackUrl } from "@/lib/auth/callback-url";

const origin = "http://127.0.0.1:3401";

describe("safeCallbackUrl", () => {
  it.each([
    ["/jobs?page=2#top", "/jobs?page=2#top"],
    [`${origin}/talent`, "/talent"],
    ["https://evil.example", "/home"],
    ["https://evil.example/talent", "/home"],
    ["//evil.example", "/home"],
    ["/\\evil.example", "/home"],
    ["\\\\evil.example", "/home"],
    ["javascript:alert(1)", "/home"],
    ["http://127.0.0.1:3401.evil.example/", "/home"],
    ["", "/home"],
    [null, "/home"],
  ])("%s → %s", (raw, expected) => {
    expect(safeCallbackUrl(raw, origin, "/home")).toBe(expected);
  });
});

describe("protected areas", () => {
  it.each([
    ["/talent", "talent"],
    ["/talent/profile", "talent"],
    ["/recruiter", "client"],
    ["/recruiter/jobs/1", "client"],
    ["/signup/talent", null],
    ["/signup/recruiter", null],
    ["/talented", null],
    ["/for-talent", null],
    ["/", null],
    ["/talent/amara-okafor.svg", null],
    ["/recruiter/logo.png", null],
    ["/talent/v1.2/profile", "talent"],
  ])("%s needs %s", (path, kind) => {
    expect(requiredKindFor(path)).toBe(kind);
  });

  it("send visitors to sign in with error=SessionRequired and callbackUrl", () => {
    expect(sessionRequiredPath("/talent?x=1")).toBe("/login?error=SessionRequired&callbackUrl=%2Ftalent%3Fx%3D1");
  });
});
