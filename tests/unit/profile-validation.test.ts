import { describe, expect, it } from "vitest";

import { profileUpdateFieldsSchema } from "@/lib/validation/profile";

const errorsOf = (input: Record<string, unknown>) => {
  const result = profileUpdateFieldsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

const entry = { title: "Engineer", company: "Acme", start_month: "2020-01", end_month: "2022-06", current: false };

describe("the profile update fields", () => {
  it("leave absent fields undefined and turn empty ones into null or an empty list", () => {
    const parsed = profileUpdateFieldsSchema.parse({
      headline: "",
      hourly_rate: " ",
      country: null,
      skills: [""],
      custom_skills: "",
      experience: "",
    });
    expect(parsed).toMatchObject({
      headline: null,
      hourly_rate: null,
      country: null,
      skills: [],
      custom_skills: [],
      experience: [],
    });
    expect(parsed.bio).toBeUndefined();
  });

  it("normalise the handle and the country, and read experience sent as JSON text", () => {
    const parsed = profileUpdateFieldsSchema.parse({
      handle: " Amara-Okafor ",
      country: "ng",
      experience: JSON.stringify([entry]),
    });
    expect(parsed).toMatchObject({ handle: "amara-okafor", country: "NG", experience: [entry] });
  });

  it.each([
    [{ work_start: "09:00" }, "work_end", "together"],
    [{ work_end: "17:00" }, "work_start", "together"],
    [{ work_start: "09:00", work_end: "" }, "work_end", "together"],
    [{ work_start: "9am", work_end: "17:00" }, "work_start", "HH:MM"],
    [{ work_start: "09:00", work_end: "09:00" }, "work_end", "differ"],
  ])("want working hours as a pair: %j", (input, field, message) => {
    expect(errorsOf(input)[field]).toContain(message);
  });

  it("accept working hours across midnight, and both cleared at once", () => {
    expect(errorsOf({ work_start: "22:00", work_end: "06:00" })).toEqual({});
    expect(profileUpdateFieldsSchema.parse({ work_start: "", work_end: "" })).toMatchObject({
      work_start: null,
      work_end: null,
    });
  });

  it.each([
    [{ ...entry, title: "" }, "experience.0.title", "The title field is required."],
    [{ ...entry, start_month: "2020-13" }, "experience.0.start_month", "The start month must be a month as YYYY-MM."],
    [{ ...entry, end_month: "2019-12" }, "experience.0.end_month", "The end month may not be before the start month."],
    [
      { ...entry, end_month: null },
      "experience.0.end_month",
      "The end month is required unless the position is current.",
    ],
    [{ ...entry, current: true }, "experience.0.end_month", "A current position has no end month."],
    [
      { ...entry, description: "x".repeat(1001) },
      "experience.0.description",
      "The description may not be greater than 1000 characters.",
    ],
    ["not an entry", "experience.0", "Each experience entry must be an object."],
  ])("refuse a bad experience entry (%#)", (bad, field, message) => {
    expect(errorsOf({ experience: [bad] })[field]).toBe(message);
  });

  it("refuse experience that is not a list, or longer than 20 entries", () => {
    expect(errorsOf({ experience: "{not json" }).experience).toBe("The experience must be a JSON array of entries.");
    expect(errorsOf({ experience: Array(21).fill(entry) }).experience).toBe(
      "The experience may not have more than 20 entries.",
    );
    expect(errorsOf({ experience: [{ ...entry, end_month: null, current: true }] })).toEqual({});
  });

  it.each([
    [{ handle: "" }, "handle"],
    [{ handle: "login" }, "handle"],
    [{ first_name: "" }, "first_name"],
    [{ visibility: "friends" }, "visibility"],
    [{ onboarding_step: "6" }, "onboarding_step"],
    [{ onboarding_step: "" }, "onboarding_step"],
    [{ hours_per_week: "81" }, "hours_per_week"],
    [{ available_from: "2026-02-30" }, "available_from"],
    [{ country: "XX" }, "country"],
    [{ experience_level: "entry" }, "experience_level"],
    [{ contract_types: ["hourly", "forever"] }, "contract_types.1"],
    [{ remove_avatar: "yes" }, "remove_avatar"],
  ])("refuse %j", (input, field) => {
    expect(Object.keys(errorsOf(input))).toEqual([field]);
  });
});
