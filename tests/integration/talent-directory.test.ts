import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as companyGet, POST as companyPost } from "@/app/api/client/company/route";
import { GET as directory } from "@/app/api/client/talent/route";
import { POST as talentLogin } from "@/app/api/talent/login/route";
import { talentProfiles, talents } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { suspendAccount } from "@/lib/server/manage/account-suspension";
import { talentSearchPageSchema } from "@/lib/validation/directory";

import { GOOD_PASSWORD, registeredManager, verifiedClient } from "../support/accounts";
import { call } from "../support/api-client";
import { directoryTalent, recruiterWithHours, setVisibility, uniqueWord } from "../support/directory-fixtures";
import { describeOnEachDatabase } from "../support/test-db";

const search = async (token: string | undefined, query: string) => {
  const answer = await call(directory, { token, path: `/api/client/talent?${query}` });
  if (answer.status === 200) talentSearchPageSchema.parse(answer.body);
  return answer;
};
const ids = (body: { data: { id: number }[] }) => body.data.map((talent) => talent.id);

describeOnEachDatabase("the talent directory", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("lists only vetted talent visible to recruiters and not suspended", async () => {
    const word = uniqueWord();
    const shown = await directoryTalent(db(), { bio: word, visibility: "recruiters" });
    const shownPublic = await directoryTalent(db(), { bio: word, visibility: "public" });
    const hidden = await directoryTalent(db(), { bio: word, visibility: "hidden" });
    const inReview = await directoryTalent(db(), { bio: word, stage: "live_interview" });
    const neverSubmitted = await directoryTalent(db(), { bio: word, stage: null });
    const suspended = await directoryTalent(db(), { bio: word });
    await db().update(talents).set({ suspendedAt: new Date() }).where(eq(talents.id, suspended.id));
    const client = await verifiedClient();

    const { status, body } = await search(client.token, `q=${word}`);
    expect(status).toBe(200);
    expect(ids(body).sort()).toEqual([shown.id, shownPublic.id].sort());
    expect(ids(body)).not.toContain(hidden.id);
    expect(ids(body)).not.toContain(inReview.id);
    expect(ids(body)).not.toContain(neverSubmitted.id);
    expect(body.data[0]).toMatchObject({ vetted: true, overlap_hours: null, matched_skills: [] });
    expect(body.meta).toMatchObject({
      total: 2,
      total_is_lower_bound: false,
      page: 1,
      last_page: 1,
      team_hours: null,
    });

    await setVisibility(db(), shown.id, "hidden");
    expect(ids((await search(client.token, `q=${word}`)).body)).toEqual([shownPublic.id]);
  });

  it("answers 401 without a client token and for a talent's or a suspended client's", async () => {
    const talent = await directoryTalent(db());
    expect((await search(undefined, "")).status).toBe(401);
    expect((await search(talent.token, "")).status).toBe(401);
    const client = await verifiedClient();
    const manager = await registeredManager(db());
    await suspendAccount(db(), manager.user.id, { kind: "client", id: client.user.id }, "Spam");
    expect((await search(client.token, "")).status).toBe(401);
  });

  it("filters by text, skills (any, case-insensitive), category, rate, availability and country", async () => {
    const word = uniqueWord();
    const react = await directoryTalent(db(), {
      bio: word,
      skills: ["ReactJs", "TypeScript"],
      rate: 60,
      country: "DE",
      availability: "part_time",
    });
    const python = await directoryTalent(db(), { bio: word, skills: ["Python"], rate: 40, country: "NG" });
    const designer = await directoryTalent(db(), {
      bio: word,
      skills: ["Figma"],
      categoryId: 2,
      rate: 80,
      headline: `Product designer ${word}x`,
    });
    const client = await verifiedClient();
    const found = async (query: string) => ids((await search(client.token, `q=${word}&${query}`)).body).sort();

    expect(await found("skills[]=reactjs")).toEqual([react.id]);
    expect(await found("skills[]=Python&skills[]=typescript")).toEqual([python.id, react.id].sort());
    expect(await found("skills=Python,Figma")).toEqual([python.id, designer.id].sort());
    expect(await found("skills[]=NoSuchSkill")).toEqual([]);
    expect(await found("category=2")).toEqual([designer.id]);
    expect(await found("category=software-development")).toEqual([react.id, python.id].sort());
    expect(await found("rate_min=50")).toEqual([react.id, designer.id].sort());
    expect(await found("rate_max=60&rate_min=41")).toEqual([react.id]);
    expect(await found("availability=part_time")).toEqual([react.id]);
    expect(await found("country=de")).toEqual([react.id]);
    expect(ids((await search(client.token, `q=product+${word}x`)).body)).toEqual([designer.id]);
    expect(ids((await search(client.token, `q=${word}+typescr`)).body)).toEqual([react.id]);

    const matched = await search(client.token, `q=${word}&skills[]=reactjs&skills[]=TYPESCRIPT`);
    expect(matched.body.data[0]).toMatchObject({ id: react.id, matched_skills: ["ReactJs", "TypeScript"] });
    expect(matched.body.data[0].skills.sort()).toEqual(["ReactJs", "TypeScript"]);
  });

  it("refuses bad filters with 422 naming the field", async () => {
    const client = await verifiedClient();
    for (const [query, field] of [
      ["rate_min=50&rate_max=10", "rate_max"],
      ["country=XX", "country"],
      ["availability=sometimes", "availability"],
      ["sort=cheapest", "sort"],
      ["per_page=500", "per_page"],
      ["min_overlap_hours=30", "min_overlap_hours"],
      ["category=9", "category"],
    ]) {
      const answer = await search(client.token, query!);
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
  });

  it("measures overlap against the team hours, filters on a minimum and sorts by it", async () => {
    const word = uniqueWord();
    // Team: 09:00–17:00 in Lagos (UTC+1). None of these zones moves its clocks, so the hours hold any day.
    const lagos = await directoryTalent(db(), {
      bio: word,
      hours: { timezone: "Africa/Lagos", start: "09:00", end: "17:00" },
    });
    const kolkata = await directoryTalent(db(), {
      bio: word,
      hours: { timezone: "Asia/Kolkata", start: "09:00", end: "17:00" },
    });
    const saoPaulo = await directoryTalent(db(), {
      bio: word,
      hours: { timezone: "America/Sao_Paulo", start: "09:00", end: "17:00" },
    });
    const night = await directoryTalent(db(), {
      bio: word,
      hours: { timezone: "Africa/Lagos", start: "22:00", end: "06:00" },
    });
    const noHours = await directoryTalent(db(), { bio: word, hours: null });
    const recruiter = await recruiterWithHours();

    const all = await search(recruiter.token, `q=${word}&sort=overlap`);
    expect(all.body.meta.team_hours).toEqual({ timezone: "Africa/Lagos", start: "09:00", end: "17:00" });
    expect(
      all.body.data.map((talent: { id: number; overlap_hours: number | null }) => [talent.id, talent.overlap_hours]),
    ).toEqual([
      [lagos.id, 8],
      [saoPaulo.id, 4],
      [kolkata.id, 3.5],
      [night.id, 0],
      [noHours.id, null],
    ]);
    expect(ids((await search(recruiter.token, `q=${word}&min_overlap_hours=4`)).body).sort()).toEqual(
      [lagos.id, saoPaulo.id].sort(),
    );
    expect(ids((await search(recruiter.token, `q=${word}&min_overlap_hours=3.5&sort=overlap`)).body)).toEqual([
      lagos.id,
      saoPaulo.id,
      kolkata.id,
    ]);
  });

  it("asks for team hours before an overlap filter or sort", async () => {
    const client = await verifiedClient();
    for (const query of ["min_overlap_hours=4", "sort=overlap"]) {
      const answer = await search(client.token, query);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(
        "Set your team's time zone and working hours on your company page to search by overlap.",
      );
    }
  });

  it("sorts by rate, recent activity and relevance, and pages", async () => {
    const word = uniqueWord();
    const day = 24 * 60 * 60 * 1000;
    const cheap = await directoryTalent(db(), {
      bio: word,
      rate: 20,
      skills: ["Go"],
      lastActiveAt: new Date(Date.now() - 3 * day),
    });
    const dear = await directoryTalent(db(), {
      bio: word,
      rate: 90,
      skills: ["Go", "Rust"],
      lastActiveAt: new Date(Date.now() - 2 * day),
    });
    const unpriced = await directoryTalent(db(), { bio: word, rate: null, lastActiveAt: new Date(Date.now() - day) });
    const client = await verifiedClient();
    const order = async (query: string) => ids((await search(client.token, `q=${word}&${query}`)).body);

    expect(await order("sort=rate_asc")).toEqual([cheap.id, dear.id, unpriced.id]);
    expect(await order("sort=rate_desc")).toEqual([dear.id, cheap.id, unpriced.id]);
    expect(await order("sort=recently_active")).toEqual([unpriced.id, dear.id, cheap.id]);
    expect(await order("")).toEqual([unpriced.id, dear.id, cheap.id]);
    // Relevance: more of the searched skills first.
    expect(await order("skills[]=go&skills[]=rust")).toEqual([dear.id, cheap.id]);

    const second = await search(client.token, `q=${word}&sort=rate_asc&per_page=2&page=2`);
    expect(ids(second.body)).toEqual([unpriced.id]);
    expect(second.body.meta).toMatchObject({ page: 2, per_page: 2, total: 3, last_page: 2 });
    const beyond = await search(client.token, `q=${word}&per_page=2&page=5`);
    expect(beyond.body).toMatchObject({ data: [], meta: { total: 3, total_is_lower_bound: false, last_page: 2 } });
  });

  it("keeps last_active_at fresh on the talent's sign-in", async () => {
    const talent = await directoryTalent(db(), { lastActiveAt: new Date("2020-01-01T00:00:00Z") });
    expect((await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD } })).status).toBe(200);
    const [row] = await db()
      .select({ at: talentProfiles.lastActiveAt })
      .from(talentProfiles)
      .where(eq(talentProfiles.talentId, talent.id));
    expect(row!.at.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("stores the company's team hours: both or neither, with a time zone", async () => {
    const client = await verifiedClient();
    const post = (form: Record<string, string>) => call(companyPost, { token: client.token, form });
    expect((await post({ work_start: "09:00", work_end: "17:00" })).body.errors).toEqual({
      timezone: ["Choose your team's time zone to set its working hours."],
    });
    expect(Object.keys((await post({ timezone: "Europe/Berlin", work_start: "09:00" })).body.errors)).toEqual([
      "work_end",
    ]);
    expect(
      Object.keys((await post({ timezone: "Europe/Berlin", work_start: "9am", work_end: "17:00" })).body.errors),
    ).toEqual(["work_start"]);
    expect(
      Object.keys((await post({ timezone: "Mars/Olympus", work_start: "09:00", work_end: "17:00" })).body.errors),
    ).toEqual(["timezone"]);
    const saved = await post({ timezone: "Europe/Berlin", work_start: "09:00", work_end: "17:00" });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ timezone: "Europe/Berlin", work_hours: { start: "09:00", end: "17:00" } });
    expect((await post({ about: "Unrelated" })).body.data.work_hours).toEqual({ start: "09:00", end: "17:00" });
    expect((await post({ timezone: "" })).status).toBe(422);
    expect((await post({ work_start: "", work_end: "" })).body.data.work_hours).toBeNull();
    expect((await call(companyGet, { token: client.token })).body.data.work_hours).toBeNull();
  });
});
