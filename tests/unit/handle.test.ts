import { describe, expect, it } from "vitest";

import {
  handleBase,
  handleCandidate,
  handleProblem,
  isValidHandle,
  RESERVED_HANDLES,
  slugify,
} from "@/lib/profiles/handle";

describe("slugify", () => {
  it.each([
    ["Amara Okafor", "amara-okafor"],
    ["  Zoë   Ångström ", "zoe-angstrom"],
    ["José María O'Neil-Smith", "jose-maria-o-neil-smith"],
    ["ALL CAPS__and..dots", "all-caps-and-dots"],
    ["--x--", "x"],
    ["张伟", ""],
  ])("turns %j into %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it("cuts long names without leaving a trailing hyphen", () => {
    const slug = slugify(`${"a".repeat(39)} bcd`, 40);
    expect(slug).toBe("a".repeat(39));
    expect(slugify("Maximilian Alexander Bartholomew Fitzgerald-Worthington")).toHaveLength(40);
  });
});

describe("the handle rule", () => {
  it.each(["abc", "amara-okafor", "a1-b2-c3", "x".repeat(40), "007"])("accepts %j", (value) => {
    expect(handleProblem(value)).toBeNull();
  });

  it.each([
    ["ab", "at least 3"],
    ["x".repeat(41), "greater than 40"],
    ["Amara", "lowercase"],
    ["amara--okafor", "single hyphens"],
    ["-amara", "single hyphens"],
    ["amara-", "single hyphens"],
    ["amara_okafor", "lowercase"],
    ["amara okafor", "lowercase"],
    ["zoë", "lowercase"],
    ["admin", "reserved"],
    ["profiles", "reserved"],
  ])("refuses %j", (value, problem) => {
    expect(handleProblem(value)).toContain(problem);
    expect(isValidHandle(value)).toBe(false);
  });

  it("reserves the site's own paths", () => {
    for (const word of ["api", "login", "signup", "talent", "recruiter", "jobs", "admin"])
      expect(RESERVED_HANDLES.has(word)).toBe(true);
  });
});

describe("default handles", () => {
  it("come from the name, or 'talent' when the name gives nothing valid", () => {
    expect(handleBase("Amara", "Okafor")).toBe("amara-okafor");
    expect(handleBase("张", "伟")).toBe("talent");
    expect(handleBase("A", "")).toBe("talent");
    expect(handleBase("Admin", "")).toBe("talent");
  });

  it("leave room for a numeric suffix", () => {
    const base = handleBase("Maximilian Alexander Bartholomew", "Fitzgerald-Worthington");
    expect(base.length).toBeLessThanOrEqual(33);
    expect(isValidHandle(`${base}-999999`)).toBe(true);
  });

  it("count up from the bare base, skipping candidates that break the rule", () => {
    expect([1, 2, 3].map((n) => handleCandidate("amara-okafor", n))).toEqual([
      "amara-okafor",
      "amara-okafor-2",
      "amara-okafor-3",
    ]);
    expect(handleCandidate("talent", 1)).toBeNull();
    expect(handleCandidate("talent", 2)).toBe("talent-2");
  });
});
