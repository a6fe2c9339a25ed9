import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { PATCH as patchJob } from "@/app/api/client/jobs/[id]/route";
import { POST as createJobRoute } from "@/app/api/client/jobs/route";
import { GET as showRoute } from "@/app/api/jobs/[slug]/route";
import { GET as listRoute } from "@/app/api/jobs/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import { todayUtc } from "@/lib/format/date-time";
import { overlapHours } from "@/lib/remote/overlap";
import { REGION_COUNTRIES } from "@/lib/remote/regions";
import { jobs, talentProfiles } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { clientJobSchema } from "@/lib/validation/client-job-responses";
import { jobSchema, jobsPageSchema, type Job } from "@/lib/validation/jobs";

import { registeredClient } from "../support/accounts";
import { call } from "../support/api-client";
import { approveCompany, completeTalent, jobInput, postedJob } from "../support/hiring";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

const list = (query: string) => call(listRoute, { path: `/api/jobs${query}` });
const show = (slug: string) => call(showRoute, { path: `/api/jobs/${slug}`, params: { slug } });
const europeOnly = { anywhere: false, countries: [], regions: ["europe"] };
const newYork = { timezone: "America/New_York", start: "09:00", end: "17:00", min_hours: 4 };

describeOnEachDatabase("jobs: where they hire from and the required overlap", ({ db }) => {
  // A word only this file's jobs carry, so the board's totals count just them.
  const marker = `zq${crypto.randomBytes(4).toString("hex")}`;
  const titled = (title: string) => ({ title: `${title} ${marker}` });
  let client: Awaited<ReturnType<typeof registeredClient>>;

  beforeAll(async () => {
    await seedReferenceData(db());
    client = await registeredClient();
    await approveCompany(client.token);
  });

  it("creates, shows and edits a job's hires_from and overlap, stored with the expanded countries", async () => {
    const created = await call(createJobRoute, {
      token: client.token,
      json: jobInput({
        ...titled("Europe and Nigeria"),
        publish: true,
        hires_from: { anywhere: false, countries: ["ng"], regions: ["europe"] },
        overlap: newYork,
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const job = clientJobSchema.parse(created.body.data);
    expect(job.hires_from).toEqual({ anywhere: false, countries: ["NG"], regions: ["europe"] });
    expect(job.overlap).toEqual(newYork);
    const [stored] = await db().select({ eligible: jobs.eligibleCountries }).from(jobs).where(eq(jobs.id, job.id));
    expect(stored!.eligible).toEqual([...REGION_COUNTRIES.europe, "NG"].sort());

    const publicJob = jobSchema.parse((await show(job.slug)).body.data);
    expect(publicJob).toMatchObject({ hires_from: job.hires_from, overlap: newYork });

    const edited = await call(patchJob, {
      token: client.token,
      params: { id: String(job.id) },
      json: { hires_from: { anywhere: true }, overlap: null },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      hires_from: { anywhere: true, countries: [], regions: [] },
      overlap: null,
    });
    const [after] = await db()
      .select({ eligible: jobs.eligibleCountries, zone: jobs.overlapTimezone })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(after).toEqual({ eligible: [], zone: null });

    const untouched = await call(patchJob, {
      token: client.token,
      params: { id: String(job.id) },
      json: { title: `Renamed ${marker}` },
    });
    expect(untouched.body.data.hires_from.anywhere).toBe(true);
    // Another company's job stays out of reach.
    const other = await registeredClient();
    expect(
      (await call(patchJob, { token: other.token, params: { id: String(job.id) }, json: { overlap: null } })).status,
    ).toBe(404);
  });

  it.each([
    [{ hires_from: { anywhere: false, countries: [], regions: [] } }, "hires_from.countries"],
    [{ hires_from: { anywhere: false, countries: ["XX"] } }, "hires_from.countries.0"],
    [{ hires_from: { anywhere: false, regions: ["Narnia"] } }, "hires_from.regions.0"],
    [{ overlap: { ...newYork, timezone: "Mars/Olympus" } }, "overlap.timezone"],
    [{ overlap: { ...newYork, start: "9am" } }, "overlap.start"],
    [{ overlap: { ...newYork, min_hours: 0 } }, "overlap.min_hours"],
    [{ overlap: { ...newYork, min_hours: 9 } }, "overlap.min_hours"],
    [{ overlap: { timezone: "UTC" } }, "overlap.start"],
  ])("refuses %j with 422 on %s", async (fields, field) => {
    const { status, body } = await call(createJobRoute, { token: client.token, json: jobInput(fields) });
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toContain(field);
  });

  it("filters the board by an eligible country, with true totals", async () => {
    const anywhere = await postedJob(client.token, titled("Anywhere"));
    const europe = await postedJob(client.token, { ...titled("Europe only"), hires_from: europeOnly });
    const africa = await postedJob(client.token, {
      ...titled("Africa"),
      hires_from: { anywhere: false, regions: ["africa"] },
    });
    const slugsFor = async (query: string) => {
      const { status, body } = await list(`?search=${marker}&per_page=50${query}`);
      expect(status, JSON.stringify(body)).toBe(200);
      const page = jobsPageSchema.parse(body);
      expect(page.meta.total).toBe(page.data.length);
      return page.data.map((job: Job) => job.slug);
    };
    const fromNigeria = await slugsFor("&eligible_country=ng");
    expect(fromNigeria).toEqual(expect.arrayContaining([anywhere.slug, africa.slug]));
    expect(fromNigeria).not.toContain(europe.slug);
    const fromGermany = await slugsFor("&eligible_country=DE");
    expect(fromGermany).toEqual(expect.arrayContaining([anywhere.slug, europe.slug]));
    expect(fromGermany).not.toContain(africa.slug);
    // Without the filter every one of them shows.
    expect(await slugsFor("")).toEqual(expect.arrayContaining([anywhere.slug, europe.slug, africa.slug]));
  });

  it("filters the board by overlap with given hours, across midnight, as overlapHours computes it", async () => {
    const flexible = await postedJob(client.token, titled("No overlap needed"));
    const eastCoast = await postedJob(client.token, { ...titled("East coast"), overlap: newYork });
    const needsThree = await postedJob(client.token, {
      ...titled("Three hours"),
      overlap: { ...newYork, min_hours: 3 },
    });
    const slugsFor = async (hours: string) => {
      const { status, body } = await list(`?search=${marker}&per_page=50&${hours}`);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.meta.total).toBe(body.data.length);
      return body.data.map((job: Job) => job.slug) as string[];
    };
    const sameZone = await slugsFor("min_overlap_hours=4&timezone=America/New_York&work_start=08:00&work_end=16:00");
    expect(sameZone).toEqual(expect.arrayContaining([flexible.slug, eastCoast.slug, needsThree.slug]));
    const tokyoDay = await slugsFor("min_overlap_hours=1&timezone=Asia/Tokyo&work_start=09:00&work_end=17:00");
    expect(tokyoDay).toContain(flexible.slug);
    expect(tokyoDay).not.toContain(eastCoast.slug);
    // Tokyo's night shift (22:00–06:00) is New York's working day.
    const tokyoNight = await slugsFor("min_overlap_hours=4&timezone=Asia/Tokyo&work_start=22:00&work_end=06:00");
    expect(tokyoNight).toEqual(expect.arrayContaining([eastCoast.slug, needsThree.slug]));
    // Lagos shares 2 or 3 hours with New York depending on the US's daylight saving today: SQL and overlapHours agree.
    const lagos = { timezone: "Africa/Lagos", start: "09:00", end: "17:00" };
    const shared = overlapHours(lagos, newYork, todayUtc());
    const fromLagos = await slugsFor("min_overlap_hours=3&timezone=Africa/Lagos&work_start=09:00&work_end=17:00");
    expect(fromLagos.includes(needsThree.slug)).toBe(shared >= 3);
    expect(fromLagos).not.toContain(eastCoast.slug);
  });

  it("answers 400 for a partial set of overlap parameters and 422 for bad values", async () => {
    const partial = await list("?min_overlap_hours=4&timezone=Europe/Berlin");
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe(
      "min_overlap_hours, timezone, work_start and work_end go together: send all four or none.",
    );
    expect(Object.keys(partial.body.errors).sort()).toEqual(["work_end", "work_start"]);
    expectDocumented("get", "/api/jobs", 400, partial.body);
    expectDocumented(
      "get",
      "/api/jobs",
      200,
      (await list("?eligible_country=NG&min_overlap_hours=2&timezone=UTC&work_start=09:00&work_end=17:00")).body,
    );
    expect((await list("?work_start=09:00")).status).toBe(400);
    const cases: [string, string][] = [
      ["?eligible_country=Nigeria", "eligible_country"],
      ["?eligible_country=XX", "eligible_country"],
      ["?min_overlap_hours=0&timezone=UTC&work_start=09:00&work_end=17:00", "min_overlap_hours"],
      ["?min_overlap_hours=25&timezone=UTC&work_start=09:00&work_end=17:00", "min_overlap_hours"],
      ["?min_overlap_hours=4&timezone=Nowhere/City&work_start=09:00&work_end=17:00", "timezone"],
      ["?min_overlap_hours=4&timezone=UTC&work_start=9&work_end=17:00", "work_start"],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await list(query);
      expect(status, query).toBe(422);
      expect(Object.keys(body.errors), query).toEqual([field]);
    }
  });

  it("refuses with 422 an application the profile cannot meet, naming why", async () => {
    const europe = await postedJob(client.token, { ...titled("Europe apply"), hires_from: europeOnly });
    const tokyo = await postedJob(client.token, {
      ...titled("Tokyo hours"),
      overlap: { timezone: "Asia/Tokyo", start: "09:00", end: "17:00", min_hours: 2 },
    });
    const berlinHours = await postedJob(client.token, {
      ...titled("Berlin hours"),
      overlap: { timezone: "Europe/Berlin", start: "10:00", end: "18:00", min_hours: 4 },
    });
    const applyTo = (token: string, slug: string) => call(apply, { token, json: { job_slug: slug } });
    const setCountry = (id: number, country: string | null) =>
      db().update(talentProfiles).set({ country }).where(eq(talentProfiles.talentId, id));

    // completeTalent works 09:00–17:00 in Europe/Berlin.
    const talent = await completeTalent(db());
    const noCountry = await applyTo(talent.token, europe.slug);
    expect(noCountry.status).toBe(422);
    expect(noCountry.body.errors.job_slug[0]).toMatch(/^Add your country to your profile/);

    await setCountry(talent.id, "NG");
    const fromLagos = await applyTo(talent.token, europe.slug);
    expect(fromLagos.status).toBe(422);
    expect(fromLagos.body.message).toBe("This role hires in Europe only, not from Nigeria.");

    await setCountry(talent.id, "DE");
    expect((await applyTo(talent.token, europe.slug)).status).toBe(201);

    const tooFew = await applyTo(talent.token, tokyo.slug);
    expect(tooFew.status).toBe(422);
    expect(tooFew.body.errors.job_slug[0]).toMatch(
      /requires 2 h overlap with 09:00–17:00 Asia\/Tokyo; your working hours share 0 h/,
    );
    expect((await applyTo(talent.token, berlinHours.slug)).status).toBe(201);

    await db()
      .update(talentProfiles)
      .set({ workStart: null, workEnd: null })
      .where(eq(talentProfiles.talentId, talent.id));
    const noHours = await applyTo(talent.token, tokyo.slug);
    expect(noHours.status).toBe(422);
    expect(noHours.body.message).toMatch(/time zone and working hours/);
  });
});
