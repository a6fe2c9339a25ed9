import { describe, expect, it } from "vitest";

import { APPLY_THRESHOLD, completeness, COMPLETENESS_ITEMS, type CompletenessInput } from "@/lib/profiles/completeness";

const empty: CompletenessInput = {
  avatar_url: null,
  headline: null,
  skills: [],
  custom_skills: [],
  hourly_rate: null,
  timezone: null,
  work_hours: null,
  resume_url: null,
  linkedin_url: null,
  github_url: null,
  portfolio_url: null,
  bio: null,
  experience: [],
};

const full: CompletenessInput = {
  avatar_url: "/api/files/a",
  headline: "Senior React developer",
  skills: [{ id: 1 }, { id: 2 }],
  custom_skills: ["Remix"],
  hourly_rate: 80,
  timezone: "Europe/Berlin",
  work_hours: { start: "09:00", end: "17:00" },
  resume_url: "/api/files/r",
  linkedin_url: null,
  github_url: "https://github.com/me",
  portfolio_url: null,
  bio: "x".repeat(200),
  experience: [{ title: "Dev" }],
};

describe("completeness", () => {
  it("has weights that sum to 100, one item per profile field, and an 80% threshold", () => {
    expect(COMPLETENESS_ITEMS.reduce((sum, item) => sum + item.weight, 0)).toBe(100);
    expect(new Set(COMPLETENESS_ITEMS.map((item) => item.field)).size).toBe(COMPLETENESS_ITEMS.length);
    expect(APPLY_THRESHOLD).toBe(80);
  });

  it("scores an empty profile 0 and names every item, a full one 100 with nothing missing", () => {
    expect(completeness(empty).percent).toBe(0);
    expect(completeness(empty).missing.map((item) => item.field)).toEqual([
      "avatar_url",
      "headline",
      "skills",
      "hourly_rate",
      "work_hours",
      "resume_url",
      "linkedin_url",
      "bio",
      "experience",
    ]);
    expect(completeness(full)).toEqual({ percent: 100, missing: [] });
  });

  it.each([
    ["two skills in all", { skills: [{ id: 1 }], custom_skills: ["Remix"] }, "skills", 15],
    ["a time zone without working hours", { work_hours: null }, "work_hours", 10],
    ["working hours without a time zone", { timezone: null }, "work_hours", 10],
    ["a bio of 199 characters", { bio: `${"x".repeat(199)}   ` }, "bio", 10],
    ["a blank headline", { headline: "  " }, "headline", 10],
    ["no link of the three", { github_url: null }, "linkedin_url", 10],
    ["no résumé", { resume_url: null }, "resume_url", 15],
    ["no experience", { experience: [] }, "experience", 10],
    ["no rate", { hourly_rate: null }, "hourly_rate", 10],
    ["no photo", { avatar_url: null }, "avatar_url", 10],
  ])("counts %s as missing", (_, change, field, weight) => {
    const result = completeness({ ...full, ...change });
    expect(result.percent).toBe(100 - weight);
    expect(result.missing).toEqual([{ field, label: expect.any(String) }]);
  });

  it("accepts any one link, and three category or custom skills in any mix", () => {
    for (const link of ["linkedin_url", "github_url", "portfolio_url"] as const) {
      expect(completeness({ ...full, github_url: null, [link]: "https://example.com" }).percent).toBe(100);
    }
    expect(completeness({ ...full, skills: [], custom_skills: ["a", "b", "c"] }).percent).toBe(100);
    expect(completeness({ ...full, skills: [1, 2, 3], custom_skills: [] }).percent).toBe(100);
  });

  it("puts a profile without a résumé and a photo below the threshold, one without a photo and a link above", () => {
    expect(completeness({ ...full, resume_url: null, avatar_url: null }).percent).toBeLessThan(APPLY_THRESHOLD);
    expect(completeness({ ...full, avatar_url: null, github_url: null }).percent).toBeGreaterThanOrEqual(
      APPLY_THRESHOLD,
    );
  });
});
