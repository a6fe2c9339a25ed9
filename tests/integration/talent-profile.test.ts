import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as talentInfo } from "@/app/api/talent/info/route";
import { POST as profileUpdate } from "@/app/api/talent/profile_update/route";
import { GET as jsonResume } from "@/app/api/talent/profile/resume.json/route";
import { GET as ownProfile } from "@/app/api/talent/profile/route";
import { skills, storedFiles, talentExperiences, talentProfiles } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { jsonResumeSchema } from "@/lib/validation/json-resume";
import { ownProfileResponseSchema, talentInfoResponseSchema } from "@/lib/validation/profile";

import { registeredClient, registeredManager, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { file, jpegBytes, pdfBytes, pngBytes } from "../support/files";
import { describeOnEachDatabase } from "../support/test-db";

const experience = [
  {
    title: "Lead engineer",
    company: "Acme",
    start_month: "2022-03",
    end_month: null,
    current: true,
    description: "Leads the web team.",
  },
  {
    title: "Engineer",
    company: "Globex",
    start_month: "2018-01",
    end_month: "2022-02",
    current: false,
    description: null,
  },
];

const everyField = (skillIds: number[], handle: string) => ({
  first_name: "Amara",
  last_name: "Okafor",
  headline: "Senior React developer",
  bio: "I build accessible web apps. ".repeat(8).trim(),
  location: "Lagos, Nigeria",
  timezone: "Africa/Lagos",
  hourly_rate: "85",
  years_experience: "9",
  availability: "full_time",
  category_id: "1",
  skills: skillIds.map(String),
  custom_skills: ["Remix", "tRPC"],
  job_interests: ["Frontend Developer"],
  industries: ["Fintech"],
  linkedin_url: "https://www.linkedin.com/in/amara",
  github_url: "https://github.com/amara",
  portfolio_url: "https://amara.example",
  experience_level: "senior",
  contract_types: ["hourly", "full_time"],
  hours_per_week: "30",
  available_from: "2027-01-15",
  country: "ng",
  city: "Lagos",
  work_start: "22:00",
  work_end: "06:00",
  handle,
  visibility: "public",
  onboarding_step: "5",
  experience: JSON.stringify(experience),
  avatar: file(pngBytes(), "me.png", "image/png"),
  resume: file(pdfBytes(), "cv.pdf", "application/pdf"),
});

describeOnEachDatabase("the talent's own profile", ({ db }) => {
  let skillIds: number[] = [];

  beforeAll(async () => {
    await seedReferenceData(db());
    const rows = await db()
      .insert(skills)
      .values([
        { name: "Profile Skill A", categoryId: 1 },
        { name: "Profile Skill B", categoryId: 1 },
      ])
      .returning({ id: skills.id });
    skillIds = rows.map((row) => row.id);
  });

  const filesOf = (talentId: number) =>
    db().select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.ownerId, talentId));
  const orphanCount = async () => {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(storedFiles)
      .where(
        sql`${storedFiles.id} not in (select avatar_file_id from talent_profiles where avatar_file_id is not null union select resume_file_id from talent_profiles where resume_file_id is not null)`,
      );
    return row?.n;
  };

  it("round-trips every field through POST /api/talent/profile_update and GET /api/talent/profile", async () => {
    const talent = await registeredTalent();
    const update = await call(profileUpdate, { token: talent.token, form: everyField(skillIds, "Amara-Builds") });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const { status, body } = await call(ownProfile, { token: talent.token });
    expect(status).toBe(200);
    const profile = ownProfileResponseSchema.parse(body).data;
    expect(profile).toMatchObject({
      first_name: "Amara",
      last_name: "Okafor",
      headline: "Senior React developer",
      location: "Lagos, Nigeria",
      timezone: "Africa/Lagos",
      hourly_rate: 85,
      years_experience: 9,
      availability: "full_time",
      category_id: 1,
      custom_skills: ["Remix", "tRPC"],
      job_interests: ["Frontend Developer"],
      industries: ["Fintech"],
      linkedin_url: "https://www.linkedin.com/in/amara",
      github_url: "https://github.com/amara",
      portfolio_url: "https://amara.example",
      experience_level: "senior",
      contract_types: ["hourly", "full_time"],
      hours_per_week: 30,
      available_from: "2027-01-15",
      country: "NG",
      city: "Lagos",
      work_hours: { start: "22:00", end: "06:00" },
      handle: "amara-builds",
      visibility: "public",
      onboarding_step: 5,
      experience,
      completeness: { percent: 100, missing: [] },
    });
    expect(profile.skills.map((skill) => skill.id).sort()).toEqual([...skillIds].sort());
    expect(profile.avatar_url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(profile.resume_url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(profile).not.toHaveProperty("email");

    const info = talentInfoResponseSchema.parse((await call(talentInfo, { token: talent.token })).body).data;
    expect({ ...info.profile, first_name: info.first_name, last_name: info.last_name }).toEqual(profile);
    expect({ ...update.body.data.profile, first_name: "Amara", last_name: "Okafor" }).toEqual(profile);
  });

  it("changes only the fields sent, and clears a field sent empty (lists become empty)", async () => {
    const talent = await registeredTalent();
    await call(profileUpdate, { token: talent.token, form: everyField(skillIds, "amara-partial") });
    const partial = await call(profileUpdate, {
      token: talent.token,
      json: { headline: "Staff engineer", hours_per_week: 40 },
    });
    expect(partial.body.data.profile).toMatchObject({
      headline: "Staff engineer",
      hours_per_week: 40,
      city: "Lagos",
      handle: "amara-partial",
    });

    const cleared = await call(profileUpdate, {
      token: talent.token,
      form: {
        headline: "",
        bio: "",
        location: "",
        timezone: "",
        hourly_rate: "",
        years_experience: "",
        availability: "",
        category_id: "",
        skills: [""],
        custom_skills: [""],
        job_interests: "",
        industries: "",
        linkedin_url: "",
        github_url: "",
        portfolio_url: "",
        experience_level: "",
        contract_types: "",
        hours_per_week: "",
        available_from: "",
        country: "",
        city: "",
        work_start: "",
        work_end: "",
        experience: "",
      },
    });
    expect(cleared.status).toBe(200);
    const profile = cleared.body.data.profile;
    for (const field of [
      "headline",
      "bio",
      "location",
      "timezone",
      "hourly_rate",
      "years_experience",
      "availability",
      "category_id",
      "linkedin_url",
      "github_url",
      "portfolio_url",
      "experience_level",
      "hours_per_week",
      "available_from",
      "country",
      "city",
      "work_hours",
    ]) {
      expect(profile[field], field).toBeNull();
    }
    for (const field of ["skills", "custom_skills", "job_interests", "industries", "contract_types", "experience"]) {
      expect(profile[field], field).toEqual([]);
    }
    expect(profile).toMatchObject({ handle: "amara-partial", visibility: "public", onboarding_step: 5 });
    expect(await db().select().from(talentExperiences).where(eq(talentExperiences.talentId, talent.user.id))).toEqual(
      [],
    );

    const json = await call(profileUpdate, {
      token: talent.token,
      json: { headline: "Back", city: null, contract_types: [] },
    });
    expect(json.body.data.profile).toMatchObject({ headline: "Back", city: null, contract_types: [] });
  });

  it("replaces the experience list in the order sent", async () => {
    const talent = await registeredTalent();
    await call(profileUpdate, { token: talent.token, form: { experience: JSON.stringify(experience) } });
    const reversed = [...experience].reverse();
    const { body } = await call(profileUpdate, { token: talent.token, json: { experience: reversed } });
    expect(body.data.profile.experience).toEqual(reversed);
    const { body: again } = await call(profileUpdate, { token: talent.token, json: { experience: [experience[1]] } });
    expect(again.data.profile.experience).toEqual([experience[1]]);
  });

  it("replaces and removes files with no orphaned file left in stored_files", async () => {
    const talent = await registeredTalent();
    const first = await call(profileUpdate, {
      token: talent.token,
      form: { avatar: file(pngBytes(), "a.png", ""), resume: file(pdfBytes(), "cv.pdf", "") },
    });
    const second = await call(profileUpdate, {
      token: talent.token,
      form: { avatar: file(jpegBytes(), "b.jpg", ""), resume: file(pdfBytes("% v2"), "cv2.pdf", "") },
    });
    expect(second.body.data.profile.avatar_url).not.toBe(first.body.data.profile.avatar_url);
    expect(second.body.data.profile.resume_url).not.toBe(first.body.data.profile.resume_url);
    expect(await filesOf(talent.user.id)).toHaveLength(2);

    const removed = await call(profileUpdate, { token: talent.token, form: { remove_avatar: "1" } });
    expect(removed.body.data.profile).toMatchObject({
      avatar_url: null,
      resume_url: second.body.data.profile.resume_url,
    });
    expect(await filesOf(talent.user.id)).toEqual([{ id: second.body.data.profile.resume_url.split("/").at(-1) }]);
    const both = await call(profileUpdate, {
      token: talent.token,
      json: { remove_resume: "true", remove_avatar: "1" },
    });
    expect(both.body.data.profile).toMatchObject({ avatar_url: null, resume_url: null });
    expect(await filesOf(talent.user.id)).toEqual([]);
    expect(await orphanCount()).toBe(0);

    const conflicting = await call(profileUpdate, {
      token: talent.token,
      form: { remove_avatar: "1", avatar: file(pngBytes(), "a.png", "") },
    });
    expect(conflicting.status).toBe(422);
    expect(Object.keys(conflicting.body.errors)).toEqual(["remove_avatar"]);
    expect(await filesOf(talent.user.id)).toEqual([]);
  });

  it("answers the profile as a JSON Resume 1.0 download", async () => {
    const talent = await registeredTalent();
    await call(profileUpdate, { token: talent.token, form: everyField(skillIds, "amara-resume") });
    const response = await call(jsonResume, { token: talent.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="resume-amara-resume.json"');
    const resume = jsonResumeSchema.parse(response.body);
    expect(resume.basics).toMatchObject({
      name: "Amara Okafor",
      label: "Senior React developer",
      email: talent.email,
      url: "https://amara.example",
      location: { city: "Lagos", countryCode: "NG" },
      profiles: [
        { network: "LinkedIn", url: "https://www.linkedin.com/in/amara" },
        { network: "GitHub", url: "https://github.com/amara" },
      ],
    });
    expect(resume.work).toEqual([
      { name: "Acme", position: "Lead engineer", startDate: "2022-03", summary: "Leads the web team." },
      { name: "Globex", position: "Engineer", startDate: "2018-01", endDate: "2022-02" },
    ]);
    expect(resume.skills.map((skill) => skill.name)).toEqual(["Profile Skill A", "Profile Skill B", "Remix", "tRPC"]);
  });

  it.each([
    ["hours_per_week", { hours_per_week: "81" }],
    ["hours_per_week", { hours_per_week: "0" }],
    ["country", { country: "XX" }],
    ["city", { city: "x".repeat(101) }],
    ["work_end", { work_start: "09:00" }],
    ["work_start", { work_start: "25:00", work_end: "06:00" }],
    ["experience", { experience: "[{not json" }],
    ["experience", { experience: JSON.stringify(Array(21).fill(experience[1])) }],
    ["experience.0.end_month", { experience: JSON.stringify([{ ...experience[1], end_month: "2017-12" }]) }],
    ["experience.0", { experience: "[null]" }],
    ["handle", { handle: "signup" }],
    ["visibility", { visibility: "everyone" }],
    ["onboarding_step", { onboarding_step: "6" }],
    ["available_from", { available_from: "2027-13-01" }],
    ["contract_types.0", { contract_types: ["weekly"] }],
    ["experience_level", { experience_level: "expert" }],
    ["remove_resume", { remove_resume: "maybe" }],
    ["last_name", { last_name: "" }],
  ])("refuses a bad %s with 422 and changes nothing", async (field, form) => {
    const talent = await registeredTalent();
    const before = await db().select().from(talentProfiles).where(eq(talentProfiles.talentId, talent.user.id));
    const { status, body } = await call(profileUpdate, {
      token: talent.token,
      form: { headline: "Should not stick", ...form },
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(await db().select().from(talentProfiles).where(eq(talentProfiles.talentId, talent.user.id))).toEqual(before);
  });

  describe("authorization", () => {
    it("answers 401 without a token or with a client's or manager's token", async () => {
      const client = await registeredClient();
      const manager = await registeredManager(db());
      for (const handler of [ownProfile, jsonResume]) {
        for (const token of [undefined, client.token, manager.token, "x".repeat(43)]) {
          const answer = await call(handler, { token });
          expect(answer.status).toBe(401);
          expect(answer.body.message).toBe("Unauthenticated");
        }
        expect((await call(handler, { apiKey: null })).status).toBe(401);
      }
    });

    it("gives a talent whose profile row predates handles one on first read", async () => {
      const talent = await registeredTalent({ first_name: "Legacy", last_name: "Row" });
      await db().update(talentProfiles).set({ handle: null }).where(eq(talentProfiles.talentId, talent.user.id));
      const { body } = await call(ownProfile, { token: talent.token });
      expect(body.data.handle).toMatch(/^legacy-row(-\d+)?$/);
    });
  });
});
