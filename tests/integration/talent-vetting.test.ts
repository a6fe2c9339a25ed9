import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as jobApplications } from "@/app/api/client/jobs/[id]/applications/route";
import { GET as publicProfile } from "@/app/api/profiles/[handle]/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import { GET as vettingGet, POST as vettingPost } from "@/app/api/talent/vetting/route";
import { talentProfiles, talents, talentVetting, vettingEvents, vettingNotes } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { talentVettingResponseSchema } from "@/lib/validation/talent-vetting";

import { registeredClient, registeredManager, registeredTalent, verifiedClient } from "../support/accounts";
import { call } from "../support/api-client";
import { completeTalent, postedJob } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

const submit = (token: string) => call(vettingPost, { token });
const view = (token: string) => call(vettingGet, { token });

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeOnEachDatabase("the talent's vetting", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  const verify = (talentId: number) =>
    db().update(talents).set({ emailVerifiedAt: new Date() }).where(eq(talents.id, talentId));

  /** A talent who may submit: complete profile, verified email. */
  async function readyTalent() {
    const talent = await completeTalent(db());
    await verify(talent.id);
    return talent;
  }

  it("refuses a profile below the threshold with 422 naming what is missing, and says so in GET", async () => {
    const talent = await registeredTalent();
    await verify(talent.user.id);
    const refused = await submit(talent.token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.profile[0]).toMatch(
      /^Your profile is 0% complete; 80% is needed to submit for vetting\. Missing: Add a profile photo, /,
    );
    expect(refused.body.errors.resume_url).toEqual(["Upload your résumé"]);

    const state = await view(talent.token);
    expect(state.status).toBe(200);
    expect(talentVettingResponseSchema.parse(state.body).data).toMatchObject({
      stage: null,
      history: [],
      can_submit: false,
    });
    expect(state.body.data.missing).toContainEqual({ field: "resume_url", label: "Upload your résumé" });
    expect(state.body.data.missing).not.toContainEqual(expect.objectContaining({ field: "email" }));
  });

  it("refuses an unverified email with 422 telling the talent to verify", async () => {
    const talent = await completeTalent(db(), undefined, { verified: false });
    const refused = await submit(talent.token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.email[0]).toMatch(/^Verify your email address/);
    expect((await view(talent.token)).body.data).toEqual({
      stage: null,
      history: [],
      can_submit: false,
      missing: [{ field: "email", label: "Verify your email address" }],
    });
    expect(await db().select().from(talentVetting).where(eq(talentVetting.talentId, talent.id))).toEqual([]);
  });

  it("submits a complete, verified profile once: 201 with the GET shape, then 409", async () => {
    const talent = await readyTalent();
    expect((await view(talent.token)).body.data).toEqual({ stage: null, history: [], can_submit: true });
    const first = await submit(talent.token);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({
      data: { stage: "submitted", history: [{ stage: "submitted", at: expect.any(String) }] },
    });
    expect((await view(talent.token)).body).toEqual(first.body);

    const again = await submit(talent.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Your vetting is already in progress.");
    const events = await db().select().from(vettingEvents).where(eq(vettingEvents.talentId, talent.id));
    expect(events).toEqual([
      expect.objectContaining({ attempt: 1, fromStage: null, toStage: "submitted", managerId: null }),
    ]);
  });

  it("starts one attempt of two concurrent submissions: one 201, one 409", async () => {
    const talent = await readyTalent();
    const statuses = (await Promise.all([submit(talent.token), submit(talent.token)])).map((answer) => answer.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await db().select().from(vettingEvents).where(eq(vettingEvents.talentId, talent.id))).toHaveLength(1);
  });

  it("refuses a vetted talent with 409", async () => {
    const talent = await readyTalent();
    await db().insert(talentVetting).values({ talentId: talent.id, stage: "vetted", vettedAt: new Date() });
    const refused = await submit(talent.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("You are already vetted.");
  });

  it("after a decline, refuses before the reapply date (saying it) and starts attempt 2 with a fresh history after it", async () => {
    const talent = await readyTalent();
    expect((await submit(talent.token)).status).toBe(201);
    const reapplyAfter = daysFromToday(30);
    await db()
      .update(talentVetting)
      .set({
        stage: "declined",
        declineReason: "The portfolio needs more shipped work.",
        reapplyAfter,
        scores: { portfolio: 2 },
      })
      .where(eq(talentVetting.talentId, talent.id));
    await db().insert(vettingEvents).values({
      talentId: talent.id,
      attempt: 1,
      fromStage: "submitted",
      toStage: "declined",
      reason: "The portfolio needs more shipped work.",
    });

    const declined = (await view(talent.token)).body.data;
    expect(declined).toEqual({
      stage: "declined",
      history: [
        { stage: "submitted", at: expect.any(String) },
        { stage: "declined", at: expect.any(String) },
      ],
      reason: "The portfolio needs more shipped work.",
      reapply_after: reapplyAfter,
      can_submit: false,
    });
    const early = await submit(talent.token);
    expect(early.status).toBe(422);
    const shown = new Date(`${reapplyAfter}T00:00:00Z`).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(early.body.message).toBe(`You can submit your profile for vetting again from ${shown}.`);

    await db()
      .update(talentVetting)
      .set({ reapplyAfter: daysFromToday(-1) })
      .where(eq(talentVetting.talentId, talent.id));
    expect((await view(talent.token)).body.data.can_submit).toBe(true);
    const second = await submit(talent.token);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.data).toEqual({ stage: "submitted", history: [{ stage: "submitted", at: expect.any(String) }] });
    const [row] = await db().select().from(talentVetting).where(eq(talentVetting.talentId, talent.id));
    expect(row).toMatchObject({
      attempt: 2,
      stage: "submitted",
      declineReason: null,
      reapplyAfter: null,
      scores: null,
      vettedAt: null,
    });
  });

  it("never shows the talent the managers' notes or scores", async () => {
    const talent = await readyTalent();
    const manager = await registeredManager(db());
    expect((await submit(talent.token)).status).toBe(201);
    await db()
      .update(talentVetting)
      .set({ stage: "profile_review", scores: { code_quality: 4, system_design: 2 } })
      .where(eq(talentVetting.talentId, talent.id));
    await db()
      .insert(vettingEvents)
      .values({
        talentId: talent.id,
        attempt: 1,
        fromStage: "submitted",
        toStage: "profile_review",
        managerId: manager.user.id,
        scores: { code_quality: 4 },
        reason: "internal remark",
      });
    await db()
      .insert(vettingNotes)
      .values({ talentId: talent.id, managerId: manager.user.id, body: "Secret: strong, but weak on design." });

    const answer = await view(talent.token);
    expect(answer.body.data).toEqual({
      stage: "profile_review",
      history: [
        { stage: "submitted", at: expect.any(String) },
        { stage: "profile_review", at: expect.any(String) },
      ],
    });
    const raw = JSON.stringify(answer.body);
    for (const secret of ["Secret", "scores", "code_quality", "system_design", "internal remark", "note"])
      expect(raw).not.toContain(secret);
  });

  it("answers 401 to client and manager tokens", async () => {
    const client = await registeredClient();
    const manager = await registeredManager(db());
    for (const token of [client.token, manager.token]) {
      expect((await view(token)).status).toBe(401);
      expect((await submit(token)).status).toBe(401);
    }
  });

  it("shows `vetted` in the public profile and the company's applicant cards once the talent is vetted", async () => {
    const client = await verifiedClient();
    const job = await postedJob(client.token);
    const talent = await completeTalent(db());
    expect((await call(apply, { token: talent.token, json: { job_slug: job.slug } })).status).toBe(201);
    const [{ handle }] = (await db()
      .select({ handle: talentProfiles.handle })
      .from(talentProfiles)
      .where(eq(talentProfiles.talentId, talent.id))) as [{ handle: string }];
    const profile = () => call(publicProfile, { token: client.token, params: { handle } });
    const card = async () =>
      (await call(jobApplications, { token: client.token, params: { id: String(job.id) } })).body.data[0].talent;

    expect((await profile()).body.data.vetted).toBe(false);
    expect((await card()).vetted).toBe(false);
    await db().insert(talentVetting).values({ talentId: talent.id, stage: "live_interview" });
    expect((await profile()).body.data.vetted).toBe(false);
    await db()
      .update(talentVetting)
      .set({ stage: "vetted", vettedAt: new Date() })
      .where(eq(talentVetting.talentId, talent.id));
    expect((await profile()).body.data.vetted).toBe(true);
    expect((await card()).vetted).toBe(true);
  });
});
