import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as addNote } from "@/app/api/client/applications/[id]/notes/route";
import { POST as moveStage } from "@/app/api/client/applications/[id]/stage/route";
import { GET as jobApplications } from "@/app/api/client/jobs/[id]/applications/route";
import { PATCH as patchJob } from "@/app/api/client/jobs/[id]/route";
import { GET as ownJobs } from "@/app/api/client/jobs/route";
import { GET as fileGet } from "@/app/api/files/[id]/route";
import { POST as withdraw } from "@/app/api/talent/applications/[id]/withdraw/route";
import { POST as apply, GET as talentApplications } from "@/app/api/talent/applications/route";
import { clientApplication } from "@/lib/server/applications/client-applications";
import { talentExperiences, talentProfiles } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { clientApplicationSchema, talentApplicationSchema } from "@/lib/validation/applications";

import { registeredClient, registeredTalent, verifiedClient } from "../support/accounts";
import { buildRequest, call } from "../support/api-client";
import { file, pdfBytes, pngBytes } from "../support/files";
import { completeTalent, postedJob, setValidThrough } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

const applyTo = (token: string, slug: string, extra: Record<string, unknown> = {}) =>
  call(apply, { token, json: { job_slug: slug, ...extra } });
const move = (token: string, id: number, json: unknown) => call(moveStage, { token, json, params: { id: String(id) } });
const board = (token: string, jobId: number) => call(jobApplications, { token, params: { id: String(jobId) } });
const download = async (token: string | undefined, url: string) =>
  (await fileGet(buildRequest({ apiKey: null, token }), { params: Promise.resolve({ id: url.split("/").pop()! }) }))
    .status;

describeOnEachDatabase("applications", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("lets a complete talent apply once, and shows the company the card with history and matching skills", async () => {
    const client = await registeredClient();
    const job = await postedJob(client.token);
    const talent = await completeTalent(db());
    const first = await applyTo(talent.token, job.slug, { cover_note: "I would love to help." });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const application = talentApplicationSchema.parse(first.body.data);
    expect(application).toMatchObject({ stage: "applied", job: { slug: job.slug, status: "open" }, rejection: null });
    expect(application.history).toEqual([{ from: null, to: "applied", at: expect.any(String) }]);
    expect(first.body.data).toEqual((await call(talentApplications, { token: talent.token })).body.data[0]); // the answer is what a read gives
    expect((await applyTo(talent.token, job.slug)).status).toBe(409);

    const cards = await board(client.token, job.id);
    expect(cards.status).toBe(200);
    const card = clientApplicationSchema.parse(cards.body.data[0]);
    expect(card.talent).toMatchObject({
      name: "Ada Applicant",
      headline: "Full-stack developer",
      hourly_rate: 70,
      matching_skills: ["ReactJs", "TypeScript"],
    });
    expect(card.cover_note).toBe("I would love to help.");
    expect(card.notes).toEqual([]);
    expect(await download(client.token, card.resume_url!)).toBe(200);
    expect(await download((await verifiedClient()).token, card.resume_url!)).toBe(200); // profile résumé, visible to recruiters
    expect(await download((await registeredClient()).token, card.resume_url!)).toBe(404); // …whose email is verified
    const counts = (await call(ownJobs, { token: client.token })).body.data[0].applicant_counts;
    expect(counts.applied).toBe(1);
  });

  it("takes a résumé as multipart, sent only to that job's company", async () => {
    const owner = await registeredClient();
    const job = await postedJob(owner.token);
    const talent = await completeTalent(db());
    const sent = await call(apply, {
      token: talent.token,
      form: { job_slug: job.slug, resume: file(pdfBytes(), "other.pdf", "application/pdf") },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const resumeUrl = (await board(owner.token, job.id)).body.data[0].resume_url as string;
    expect(await download(owner.token, resumeUrl)).toBe(200);
    expect(await download(talent.token, resumeUrl)).toBe(200);
    expect(await download((await registeredClient()).token, resumeUrl)).toBe(404);
    expect(await download((await registeredTalent()).token, resumeUrl)).toBe(404);

    const bad = await call(apply, {
      token: (await completeTalent(db())).token,
      form: { job_slug: job.slug, resume: file(pngBytes(), "cv.pdf", "application/pdf") },
    });
    expect(bad.status).toBe(415);
  });

  it("answers 422 naming what is missing for an incomplete profile, and for a closed or lapsed job", async () => {
    const client = await registeredClient();
    const job = await postedJob(client.token);
    const newcomer = await registeredTalent();
    const incomplete = await applyTo(newcomer.token, job.slug);
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.errors.profile[0]).toMatch(
      /^Your profile is 0% complete; 80% is needed to apply\. Missing: Add a profile photo, /,
    );
    expect(incomplete.body.errors.resume_url).toEqual(["Upload your résumé"]);

    const talent = await completeTalent(db());
    const lapsing = await postedJob(client.token, { title: "Lapsed" });
    await setValidThrough(db(), lapsing.id, "2020-01-01");
    expect((await applyTo(talent.token, lapsing.slug)).body.errors.job_slug[0]).toMatch(/closed/);
    await call(patchJob, {
      method: "PATCH",
      token: client.token,
      json: { status: "closed" },
      params: { id: String(job.id) },
    });
    const closed = await applyTo(talent.token, job.slug);
    expect(closed.status).toBe(422);
    expect(closed.body.errors.job_slug[0]).toMatch(/closed/);
    expect((await applyTo(talent.token, "no-such-job")).status).toBe(404);
  });

  it("counts the profile's catalogue skills and its experience as the profile itself does", async () => {
    const job = await postedJob((await registeredClient()).token);
    const talent = await completeTalent(db(), ["ReactJs", "TypeScript"]); // 85%: skills short of three
    await db().delete(talentExperiences).where(eq(talentExperiences.talentId, talent.id)); // 75%
    const refused = await applyTo(talent.token, job.slug);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.profile[0]).toMatch(
      /^Your profile is 75% complete; .* Missing: Add at least 3 skills, Add your work experience\.$/,
    );
    expect(Object.keys(refused.body.errors).sort()).toEqual(["experience", "profile", "skills"]);

    const [profile] = await db()
      .select({ skills: talentProfiles.skills })
      .from(talentProfiles)
      .where(eq(talentProfiles.talentId, talent.id));
    const unknownSkill = 999_999; // an id the catalogue does not hold counts for nothing, as in the profile's JSON
    await db()
      .update(talentProfiles)
      .set({ skills: [...profile!.skills, unknownSkill] })
      .where(eq(talentProfiles.talentId, talent.id));
    expect((await applyTo(talent.token, job.slug)).body.errors.profile[0]).toMatch(/^Your profile is 75% complete/);
    await db().insert(talentExperiences).values({
      talentId: talent.id,
      position: 0,
      title: "Engineer",
      company: "Acme",
      startMonth: "2020-01",
      current: true,
    });
    expect((await applyTo(talent.token, job.slug)).status).toBe(201); // 85%
  });

  it("gives exactly one 201 to 20 concurrent applications by one talent to one job", async () => {
    const client = await registeredClient();
    const job = await postedJob(client.token);
    const talent = await completeTalent(db());
    const answers = await Promise.all(Array.from({ length: 20 }, () => applyTo(talent.token, job.slug)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect((await board(client.token, job.id)).body.data).toHaveLength(1);
  });

  it("moves cards through the pipeline, records history, rejects with a reason the talent sees, and keeps notes private", async () => {
    const client = await registeredClient();
    const job = await postedJob(client.token);
    const talent = await completeTalent(db());
    const id = (await applyTo(talent.token, job.slug)).body.data.id as number;

    const screened = await move(client.token, id, { stage: "screening", from_stage: "applied" });
    expect(screened.status).toBe(200);
    expect(screened.body.data.stage).toBe("screening");
    expect((await move(client.token, id, { stage: "interview", from_stage: "applied" })).status).toBe(409);
    expect((await move(client.token, id, { stage: "hired", from_stage: "screening" })).status).toBe(409);
    expect((await move(client.token, id, { stage: "withdrawn", from_stage: "screening" })).status).toBe(409);
    // Stale, and not allowed from the stale stage either: answered as stale, not as a refused move.
    const stale = await move(client.token, id, { stage: "hired", from_stage: "applied" });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("The application is no longer in applied; reload it and try again.");

    const note = await call(addNote, {
      token: client.token,
      json: { body: "Strong portfolio." },
      params: { id: String(id) },
    });
    expect(note.status).toBe(201);
    expect(note.body.data.body).toBe("Strong portfolio.");

    expect((await move(client.token, id, { stage: "rejected", from_stage: "screening" })).status).toBe(422);
    const rejected = await move(client.token, id, {
      stage: "rejected",
      from_stage: "screening",
      reason: "experience",
      message: "We chose someone more senior.",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.notes).toHaveLength(1);

    const mine = await call(talentApplications, { token: talent.token });
    const seen = talentApplicationSchema.parse(mine.body.data[0]);
    expect(seen.stage).toBe("rejected");
    expect(seen.rejection).toEqual({ reason: "experience", message: "We chose someone more senior." });
    expect(seen.history.map((h) => h.to)).toEqual(["applied", "screening", "rejected"]);
    expect(JSON.stringify(mine.body)).not.toContain("Strong portfolio");
    expect(mine.body.data[0].notes).toBeUndefined();
    expect((await call(withdraw, { token: talent.token, params: { id: String(id) } })).status).toBe(409);
  });

  it("gives one 200 and one 409 to two concurrent moves of one card from the same stage", async () => {
    const client = await registeredClient();
    const job = await postedJob(client.token);
    const talent = await completeTalent(db());
    const id = (await applyTo(talent.token, job.slug)).body.data.id as number;
    const answers = await Promise.all([
      move(client.token, id, { stage: "screening", from_stage: "applied" }),
      move(client.token, id, { stage: "interview", from_stage: "applied" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await board(client.token, job.id)).body.data[0].history).toHaveLength(2);
  });

  it("lets the talent withdraw until hired, and a withdrawn application cannot be moved", async () => {
    const client = await registeredClient();
    const job = await postedJob(client.token);
    const talent = await completeTalent(db());
    const id = (await applyTo(talent.token, job.slug)).body.data.id as number;
    const withdrawn = await call(withdraw, { token: talent.token, params: { id: String(id) } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.stage).toBe("withdrawn");
    expect((await call(withdraw, { token: talent.token, params: { id: String(id) } })).status).toBe(409);
    expect((await move(client.token, id, { stage: "screening", from_stage: "withdrawn" })).status).toBe(409);
    expect((await move(client.token, id, { stage: "screening", from_stage: "applied" })).status).toBe(409);

    const other = await postedJob(client.token, { title: "Second role" });
    const hiredId = (await applyTo(talent.token, other.slug)).body.data.id as number;
    for (const [from, to] of [
      ["applied", "offer"],
      ["offer", "hired"],
    ]) {
      expect((await move(client.token, hiredId, { stage: to, from_stage: from })).status).toBe(200);
    }
    expect((await call(withdraw, { token: talent.token, params: { id: String(hiredId) } })).status).toBe(409);
  });

  it("never shows or moves another company's applications, and a talent cannot move stages", async () => {
    const owner = await registeredClient();
    const stranger = await registeredClient();
    const job = await postedJob(owner.token);
    const talent = await completeTalent(db());
    const id = (await applyTo(talent.token, job.slug)).body.data.id as number;
    expect((await board(stranger.token, job.id)).status).toBe(404);
    expect((await move(stranger.token, id, { stage: "screening", from_stage: "applied" })).status).toBe(404);
    expect(
      (await call(addNote, { token: stranger.token, json: { body: "x" }, params: { id: String(id) } })).status,
    ).toBe(404);
    expect((await move(talent.token, id, { stage: "screening", from_stage: "applied" })).status).toBe(401);
    expect((await call(withdraw, { token: (await registeredTalent()).token, params: { id: String(id) } })).status).toBe(
      404,
    );
    expect((await call(withdraw, { token: owner.token, params: { id: String(id) } })).status).toBe(401);
    expect((await board(owner.token, job.id)).body.data[0].stage).toBe("applied");
  });

  it("lists the job's cards exactly as each card reads on its own, whatever the stage, skills, résumé and notes", async () => {
    const client = await registeredClient();
    const job = await postedJob(client.token);
    const rejected = await completeTalent(db(), ["ReactJs"]);
    const withResume = await completeTalent(db(), ["typescript", "ReactJs"]);
    const customOnly = await completeTalent(db(), []);
    await db()
      .update(talentProfiles)
      .set({ customSkills: ["TYPEScript", "Elixir"] })
      .where(eq(talentProfiles.talentId, customOnly.id));

    const rejectedId = (await applyTo(rejected.token, job.slug, { cover_note: 'Quotes " and <tags> & ünïcode.' })).body
      .data.id as number;
    const sent = await call(apply, {
      token: withResume.token,
      form: { job_slug: job.slug, resume: file(pdfBytes(), "other.pdf", "application/pdf") },
    });
    expect(sent.status).toBe(201);
    expect((await applyTo(customOnly.token, job.slug)).status).toBe(201);
    await move(client.token, rejectedId, { stage: "screening", from_stage: "applied" });
    for (const body of ["First look: good.", "Second look."])
      await call(addNote, { token: client.token, json: { body }, params: { id: String(rejectedId) } });
    await move(client.token, rejectedId, {
      stage: "rejected",
      from_stage: "screening",
      reason: "experience",
      message: "Not this time.",
    });

    const listed = (await board(client.token, job.id)).body.data as unknown[];
    expect(listed).toHaveLength(3);
    // The board's pages come stage by stage (Applied before Rejected): read in the order they applied.
    const cards = listed.map((card) => clientApplicationSchema.parse(card)).sort((a, b) => a.id - b.id);
    expect(cards.map((card) => card.talent.matching_skills)).toEqual([
      ["ReactJs"],
      ["ReactJs", "TypeScript"],
      ["TypeScript"],
    ]);
    expect(cards[0]).toMatchObject({
      stage: "rejected",
      rejection: { reason: "experience", message: "Not this time." },
      cover_note: 'Quotes " and <tags> & ünïcode.',
    });
    expect(cards[0]!.notes.map((note) => note.body)).toEqual(["First look: good.", "Second look."]);
    expect(cards[1]!.resume_url).not.toBe(cards[0]!.resume_url);
    for (const card of listed)
      expect(card).toEqual(await clientApplication(db(), client.user.id as number, (card as { id: number }).id));
  });

  it("answers 401 without a token and 422/400/404 for bad input, never 500", async () => {
    const client = await registeredClient();
    const talent = await registeredTalent();
    for (const [handler, params] of [
      [talentApplications, {}],
      [apply, {}],
      [withdraw, { id: "1" }],
      [jobApplications, { id: "1" }],
      [moveStage, { id: "1" }],
      [addNote, { id: "1" }],
    ] as const) {
      expect((await call(handler, { method: "POST", params })).status).toBe(401);
    }
    expect((await call(apply, { token: talent.token, json: {} })).status).toBe(422);
    expect(
      (await call(apply, { token: talent.token, json: { job_slug: "x", cover_note: "a".repeat(2_001) } })).status,
    ).toBe(422);
    expect(
      (await call(apply, { token: talent.token, body: "{", headers: { "content-type": "application/json" } })).status,
    ).toBe(400);
    // Not the client's application: 404 before the body is looked at (its own answers 422, id-range-and-ownership.test.ts).
    expect((await move(client.token, 1, { stage: "nope", from_stage: "applied" })).status).toBe(404);
    expect((await move(client.token, 1, [1, 2])).status).toBe(404);
    expect((await call(moveStage, { token: client.token, json: {}, params: { id: "abc" } })).status).toBe(404);
    expect((await call(addNote, { token: client.token, json: { body: "" }, params: { id: "1" } })).status).toBe(404);
    expect((await board(client.token, 99999999999)).status).toBe(404);
    expect((await call(withdraw, { token: talent.token, params: { id: "1e400" } })).status).toBe(404);
  });
});
