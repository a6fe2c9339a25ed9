import { beforeAll, describe, expect, it } from "vitest";

import { POST as notePost } from "@/app/api/manage/talent/[id]/vetting/notes/route";
import { GET as detailGet, POST as movePost } from "@/app/api/manage/talent/[id]/vetting/route";
import { GET as queueGet } from "@/app/api/manage/vetting/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { vettingDetailSchema, vettingQueuePageSchema } from "@/lib/validation/manage-vetting";
import { VETTING_IN_PROGRESS, VETTING_LINE, type VettingStage } from "@/lib/vetting/stages";

import { registeredClient, registeredManager, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";
import { submittedTalent, vettingRow, vettingTrail } from "../support/vetting-fixtures";

const DEV_SCORES = { code_quality: 4, system_design: 3, communication: 5 };
const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const detail = (token: string, id: number | string) => call(detailGet, { token, params: { id: String(id) } });
const move = (token: string, id: number | string, json: unknown) =>
  call(movePost, { token, json, params: { id: String(id) } });
const note = (token: string, id: number | string, json: unknown) =>
  call(notePost, { token, json, params: { id: String(id) } });
const queue = (token: string, query = "") => call(queueGet, { token, path: `/api/manage/vetting${query}` });

describeOnEachDatabase("vetting, the managers' side", ({ db }) => {
  let manager: Awaited<ReturnType<typeof registeredManager>>;

  beforeAll(async () => {
    await seedReferenceData(db());
    manager = await registeredManager(db());
  });

  it("takes a talent along the whole line, one event and one audit row per move, and mails only the vetted decision", async () => {
    const talent = await submittedTalent(db());
    const opened = await detail(manager.token, talent.id);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expectDocumented("get", "/api/manage/talent/{id}/vetting", 200, opened.body);
    const first = vettingDetailSchema.parse(opened.body.data);
    expect(first).toMatchObject({
      talent: { id: talent.id, full_name: "Vera Vetting", email: talent.email },
      profile: { headline: "Senior TypeScript engineer", category_id: 1 },
      category: { id: 1, name: "Software Development" },
      vetting: { stage: "submitted", attempt: 1 },
      allowed_moves: ["profile_review", "declined"],
      notes: [],
    });
    expect(first.rubric.map((c) => c.key)).toEqual(["code_quality", "system_design", "communication"]);
    expect(first.history).toEqual([
      expect.objectContaining({ from_stage: null, to_stage: "submitted", manager: null }),
    ]);

    for (let i = 1; i < VETTING_LINE.length; i++) {
      const [from, to] = [VETTING_LINE[i - 1]!, VETTING_LINE[i]!];
      const moved = await move(manager.token, talent.id, {
        from_stage: from,
        stage: to,
        ...(to === "vetted" ? { scores: DEV_SCORES } : {}),
      });
      expect(moved.status, `${from} → ${to}: ${JSON.stringify(moved.body)}`).toBe(200);
      expect(moved.body.data.vetting.stage).toBe(to);
      const trail = await vettingTrail(db(), talent);
      expect(trail.audits).toHaveLength(i);
      expect(trail.audits.at(-1)).toMatchObject({
        action: "vetting.move",
        targetKind: "vetting",
        before: { stage: from },
        after: { stage: to },
      });
      expect(trail.mails).toHaveLength(to === "vetted" ? 1 : 0);
    }
    const done = await detail(manager.token, talent.id);
    expectDocumented("get", "/api/manage/talent/{id}/vetting", 200, done.body);
    expect(done.body.data.allowed_moves).toEqual([]);
    expect(done.body.data.vetting).toMatchObject({
      stage: "vetted",
      scores: DEV_SCORES,
      vetted_at: expect.any(String),
    });
    expect(done.body.data.history.map((e: { to_stage: string }) => e.to_stage)).toEqual([...VETTING_LINE]);
    expect(done.body.data.history[1].manager).toEqual({ id: manager.user.id, name: "Mana Ger" });

    const [mail] = (await vettingTrail(db(), talent)).mails;
    expect(mail!.subject).toMatch(/vetted/i);
    expect(mail!.text).toContain("/profiles/");
    expect(mail!.html).toContain("<html");
    expect(mail!.headers).toHaveProperty("List-Unsubscribe");
  });

  describe("declines", () => {
    it.each(VETTING_IN_PROGRESS.map((stage) => [stage]))(
      "declines from %s with a reason, scores and the default reapply date",
      async (stage) => {
        const talent = await submittedTalent(db(), { stage: stage as VettingStage });
        const declined = await move(manager.token, talent.id, {
          from_stage: stage,
          stage: "declined",
          reason: "Your portfolio needs more shipped work.",
          scores: DEV_SCORES,
          note: "Strong on paper; thin on evidence.",
        });
        expect(declined.status, JSON.stringify(declined.body)).toBe(200);
        expectDocumented("post", "/api/manage/talent/{id}/vetting", 200, declined.body);
        expect(declined.body.data.vetting).toMatchObject({
          stage: "declined",
          decline_reason: "Your portfolio needs more shipped work.",
          reapply_after: daysFromToday(90),
          scores: DEV_SCORES,
        });
        expect(declined.body.data.notes).toEqual([
          expect.objectContaining({
            body: "Strong on paper; thin on evidence.",
            author: { id: manager.user.id, name: "Mana Ger" },
          }),
        ]);
        const trail = await vettingTrail(db(), talent);
        expect(trail.audits).toHaveLength(1);
        expect(trail.audits[0]!.after).toEqual({
          stage: "declined",
          reason: "Your portfolio needs more shipped work.",
          reapply_after: daysFromToday(90),
        });
        expect(trail.events.at(-1)).toMatchObject({
          fromStage: stage,
          toStage: "declined",
          managerId: manager.user.id,
          scores: DEV_SCORES,
        });
        expect(trail.mails).toHaveLength(1);
        const mail = trail.mails[0]!;
        expect(mail.text).toContain("Your portfolio needs more shipped work.");
        expect(mail.text).not.toContain("thin on evidence");
        expect(mail.text).not.toMatch(/score|code quality/i);
      },
    );

    it("keeps a reapply date the manager chose, and refuses one that is not in the future", async () => {
      const talent = await submittedTalent(db());
      const base = { from_stage: "submitted", stage: "declined", reason: "Not yet.", scores: DEV_SCORES };
      for (const reapply_after of [daysFromToday(0), daysFromToday(-3), "2027-02-30", "soon"]) {
        const refused = await move(manager.token, talent.id, { ...base, reapply_after });
        expect(refused.status, reapply_after).toBe(422);
        expect(refused.body.errors).toHaveProperty("reapply_after");
      }
      const kept = await move(manager.token, talent.id, { ...base, reapply_after: daysFromToday(30) });
      expect(kept.status).toBe(200);
      expect((await vettingRow(db(), talent.id))!.reapplyAfter).toBe(daysFromToday(30));
    });

    it("refuses a decline without a reason or with missing, unknown or out-of-range scores, and a vet without scores", async () => {
      const talent = await submittedTalent(db(), { stage: "live_interview" });
      const base = { from_stage: "live_interview", stage: "declined", reason: "Not yet.", scores: DEV_SCORES };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...base, reason: undefined }, "reason"],
        [{ ...base, reason: "   " }, "reason"],
        [{ ...base, reason: "x".repeat(2001) }, "reason"],
        [{ ...base, scores: undefined }, "scores.code_quality"],
        [{ ...base, scores: { code_quality: 4, communication: 5 } }, "scores.system_design"],
        [{ ...base, scores: { ...DEV_SCORES, system_design: 6 } }, "scores.system_design"],
        [{ ...base, scores: { ...DEV_SCORES, system_design: 0 } }, "scores.system_design"],
        [{ ...base, scores: { ...DEV_SCORES, system_design: 2.5 } }, "scores.system_design"],
        [{ ...base, scores: { ...DEV_SCORES, portfolio: 3 } }, "scores.portfolio"],
        [{ from_stage: "live_interview", stage: "vetted" }, "scores.code_quality"],
        [
          { from_stage: "live_interview", stage: "vetted", scores: DEV_SCORES, reapply_after: daysFromToday(10) },
          "reapply_after",
        ],
      ];
      for (const [json, field] of cases) {
        const refused = await move(manager.token, talent.id, json);
        expect(refused.status, JSON.stringify(json).slice(0, 200)).toBe(422);
        expectDocumented("post", "/api/manage/talent/{id}/vetting", 422, refused.body);
        expect(Object.keys(refused.body.errors)).toContain(field);
      }
      const trail = await vettingTrail(db(), talent);
      expect([trail.events.length, trail.audits.length, trail.mails.length]).toEqual([1, 0, 0]);
      expect((await vettingRow(db(), talent.id))!.stage).toBe("live_interview");
    });

    it("scores a talent without a category on the general rubric", async () => {
      const talent = await submittedTalent(db(), { categoryId: null });
      expect((await detail(manager.token, talent.id)).body.data.rubric.map((c: { key: string }) => c.key)).toEqual([
        "expertise",
        "track_record",
        "communication",
      ]);
      const declined = await move(manager.token, talent.id, {
        from_stage: "submitted",
        stage: "declined",
        reason: "Not yet.",
        scores: DEV_SCORES,
      });
      expect(declined.status).toBe(422);
      const ok = await move(manager.token, talent.id, {
        from_stage: "submitted",
        stage: "declined",
        reason: "Not yet.",
        scores: { expertise: 2, track_record: 2, communication: 3 },
      });
      expect(ok.status).toBe(200);
    });
  });

  it("refuses moves the machine does not allow with 422 naming the allowed moves", async () => {
    const cases: [VettingStage, string, RegExp][] = [
      ["submitted", "skills_assessment", /profile_review, declined/],
      ["profile_review", "submitted", /skills_assessment, declined/],
      ["live_interview", "live_interview", /vetted, declined/],
      ["vetted", "declined", /final/],
      ["declined", "submitted", /final/],
    ];
    for (const [stage, to, allowed] of cases) {
      const talent = await submittedTalent(db(), { stage });
      const refused = await move(manager.token, talent.id, {
        from_stage: stage,
        stage: to,
        reason: "r",
        scores: DEV_SCORES,
      });
      expect(refused.status, `${stage} → ${to}`).toBe(422);
      expect(refused.body.message).toMatch(allowed);
      expect((await vettingTrail(db(), talent)).audits).toHaveLength(0);
    }
    const talent = await submittedTalent(db());
    for (const json of [
      { from_stage: "submitted", stage: "approved" },
      { from_stage: "nowhere", stage: "profile_review" },
      { stage: "profile_review" },
      { from_stage: "submitted", stage: "profile_review", extra: 1 },
    ]) {
      const refused = await move(manager.token, talent.id, json);
      expect(refused.status, JSON.stringify(json)).toBe(422);
    }
  });

  it("answers 409 to a stale from_stage and writes nothing; of two simultaneous moves exactly one lands", async () => {
    const talent = await submittedTalent(db(), { stage: "profile_review" });
    const stale = await move(manager.token, talent.id, {
      from_stage: "submitted",
      stage: "declined",
      reason: "Late.",
      scores: DEV_SCORES,
      note: "lost",
    });
    expect(stale.status).toBe(409);
    expectDocumented("post", "/api/manage/talent/{id}/vetting", 409, stale.body);
    expect(stale.body.message).toBe("This talent's vetting has moved on: reload to see where it stands.");
    let trail = await vettingTrail(db(), talent);
    expect([trail.events.length, trail.notes.length, trail.audits.length, trail.mails.length]).toEqual([1, 0, 0, 0]);
    expect((await vettingRow(db(), talent.id))!.stage).toBe("profile_review");

    // Stale and not allowed from the stale stage either (submitted → live_interview): still 409, not 422.
    const staleRefused = await move(manager.token, talent.id, { from_stage: "submitted", stage: "live_interview" });
    expect(staleRefused.status).toBe(409);
    expect(staleRefused.body.message).toBe("This talent's vetting has moved on: reload to see where it stands.");
    const staleFinal = await move(manager.token, talent.id, { from_stage: "vetted", stage: "declined", reason: "x" });
    expect(staleFinal.status).toBe(409);

    const other = await registeredManager(db());
    const answers = await Promise.all([
      move(manager.token, talent.id, { from_stage: "profile_review", stage: "skills_assessment" }),
      move(other.token, talent.id, {
        from_stage: "profile_review",
        stage: "declined",
        reason: "No.",
        scores: DEV_SCORES,
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    trail = await vettingTrail(db(), talent);
    expect(trail.audits).toHaveLength(1);
    expect(trail.events).toHaveLength(2);
  });

  it("adds private notes with one audit row each, newest first in the detail", async () => {
    const talent = await submittedTalent(db());
    const added = await note(manager.token, talent.id, { body: "  Check the GitHub link.  " });
    expect(added.status).toBe(201);
    expectDocumented("post", "/api/manage/talent/{id}/vetting/notes", 201, added.body);
    expect(added.body.data).toMatchObject({
      body: "Check the GitHub link.",
      author: { id: manager.user.id, name: "Mana Ger" },
    });
    await note(manager.token, talent.id, { body: "Second thought." });
    expect((await detail(manager.token, talent.id)).body.data.notes.map((n: { body: string }) => n.body)).toEqual([
      "Second thought.",
      "Check the GitHub link.",
    ]);
    const trail = await vettingTrail(db(), talent);
    expect(trail.audits.map((a) => a.action)).toEqual(["vetting.note", "vetting.note"]);
    for (const body of [{ body: "" }, { body: "   " }, { body: "x".repeat(5001) }, {}]) {
      const refused = await note(manager.token, talent.id, body);
      expect(refused.status).toBe(422);
      expectDocumented("post", "/api/manage/talent/{id}/vetting/notes", 422, refused.body);
    }
    expect((await vettingTrail(db(), talent)).audits).toHaveLength(2);
  });

  it("answers 404 for an unknown talent, a malformed id and a talent who never submitted", async () => {
    const never = await registeredTalent();
    for (const id of ["999999", "99999999999", "abc", String(never.user.id)]) {
      const got = await detail(manager.token, id);
      expect(got.status, id).toBe(404);
      expectDocumented("get", "/api/manage/talent/{id}/vetting", 404, got.body);
      expect((await move(manager.token, id, { from_stage: "submitted", stage: "profile_review" })).status).toBe(404);
      expect((await note(manager.token, id, { body: "hello" })).status).toBe(404);
    }
  });

  it("answers 401 to talent, client and missing tokens on every call", async () => {
    const talent = await submittedTalent(db());
    const client = await registeredClient();
    for (const token of [talent.token, client.token, ""]) {
      expect((await queue(token)).status).toBe(401);
      expect((await detail(token, talent.id)).status).toBe(401);
      expect((await move(token, talent.id, { from_stage: "submitted", stage: "profile_review" })).status).toBe(401);
      expect((await note(token, talent.id, { body: "hello" })).status).toBe(401);
    }
    expect((await vettingRow(db(), talent.id))!.stage).toBe("submitted");
  });

  it("lists one stage's queue oldest first, paged, with the count of every stage", async () => {
    const before = (await queue(manager.token, "?stage=skills_assessment")).body.meta.total as number;
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS - 60_000);
    const newest = await submittedTalent(db(), { stage: "skills_assessment", at: ago(1), firstName: "Newest" });
    const oldest = await submittedTalent(db(), { stage: "skills_assessment", at: ago(400), firstName: "Oldest" });
    const middle = await submittedTalent(db(), { stage: "skills_assessment", at: ago(200), firstName: "Middle" });

    const page1 = await queue(manager.token, "?stage=skills_assessment&per_page=2");
    expect(page1.status).toBe(200);
    expectDocumented("get", "/api/manage/vetting", 200, page1.body);
    const parsed = vettingQueuePageSchema.parse(page1.body);
    expect(parsed.meta).toMatchObject({ page: 1, per_page: 2, total: before + 3, stage: "skills_assessment" });
    expect(parsed.meta.counts.skills_assessment).toBe(before + 3);
    expect(parsed.data.slice(0, 2).map((item) => item.talent_id)).toEqual([oldest.id, middle.id]);
    expect(parsed.data[0]).toMatchObject({
      name: "Oldest Vetting",
      email: oldest.email,
      headline: "Senior TypeScript engineer",
      category: { id: 1, name: "Software Development" },
      attempt: 1,
      days_waiting: 400,
    });

    const page2 = await queue(manager.token, "?stage=skills_assessment&per_page=2&page=2");
    expect(page2.body.data[0].talent_id).not.toBe(middle.id);
    const all = vettingQueuePageSchema.parse(
      (await queue(manager.token, "?stage=skills_assessment&per_page=100")).body,
    ).data;
    const times = all.map((item) => item.stage_entered_at);
    expect(times).toEqual(times.toSorted());
    expect(all.map((item) => item.talent_id).filter((id) => [oldest.id, middle.id, newest.id].includes(id))).toEqual([
      oldest.id,
      middle.id,
      newest.id,
    ]);
    expect((await queue(manager.token, "?stage=skills_assessment&page=999")).body.data).toEqual([]);

    const defaults = await queue(manager.token);
    expect(defaults.body.meta).toMatchObject({ stage: "submitted", page: 1, per_page: 20 });
    for (const bad of ["?stage=nope", "?page=0", "?per_page=101"]) {
      const refused = await queue(manager.token, bad);
      expect(refused.status, bad).toBe(422);
      expectDocumented("get", "/api/manage/vetting", 422, refused.body);
    }
  });
});
