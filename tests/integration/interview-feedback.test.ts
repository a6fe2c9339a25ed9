import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as feedbackRoute } from "@/app/api/client/interviews/[id]/feedback/route";
import { GET as clientList } from "@/app/api/client/interviews/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { POST as bookRoute } from "@/app/api/talent/interviews/[id]/book/route";
import { GET as talentList } from "@/app/api/talent/interviews/route";
import { interviewFeedback, interviews } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { clientInterviewsListSchema } from "@/lib/validation/client-interviews";

import { registeredManager } from "../support/accounts";
import { call } from "../support/api-client";
import { proposedInterview } from "../support/interview-fixtures";
import { describeOnEachDatabase } from "../support/test-db";

const ids = (id: number | string) => ({ id: String(id) });
const scorecard = {
  communication: 4,
  skills: 3,
  hours_fit: 2,
  overall: 3,
  recommendation: "yes",
  notes: "Clear answers; PRIVATE-NOTE-MARKER",
};

describeOnEachDatabase("interview feedback", ({ db }) => {
  let manager: string;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });

  const feedback = (token: string, id: number | string, json: unknown = scorecard) =>
    call(feedbackRoute, { token, params: ids(id), json });

  /** A Berlin team's job, a complete talent's application and a proposed interview (three slots). */
  async function proposed() {
    const s = await proposedInterview(db(), { link: "https://meet.example.com/x" });
    return { ...s, interviewId: s.interview.id };
  }

  /** Booked, then moved into the past (the clock cannot be moved, the row can). */
  async function held() {
    const s = await proposed();
    const booked = await call(bookRoute, {
      token: s.talent.token,
      params: ids(s.interviewId),
      json: { start: s.open[0] },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    await db()
      .update(interviews)
      .set({ startsAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(interviews.id, s.interviewId));
    return s;
  }

  it("records the scorecard after the end, replaces it on a second call and lists it for the company only", async () => {
    const s = await held();
    const first = await feedback(s.client.token, s.interviewId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ overall: 3, recommendation: "yes", hours_fit: 2 });

    const second = await feedback(s.client.token, s.interviewId, {
      ...scorecard,
      overall: 4,
      recommendation: "strong_yes",
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ overall: 4, recommendation: "strong_yes" });
    const rows = await db().select().from(interviewFeedback).where(eq(interviewFeedback.interviewId, s.interviewId));
    expect(rows).toHaveLength(1);

    const mine = clientInterviewsListSchema.parse((await call(clientList, { token: s.client.token })).body).data;
    expect(mine.find((i) => i.id === s.interviewId)?.feedback).toMatchObject({ overall: 4, notes: scorecard.notes });

    // Private: nothing of it in the talent's answer.
    const theirs = await call(talentList, { token: s.talent.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toHaveLength(1);
    expect(theirs.body.data[0]).not.toHaveProperty("feedback");
    expect(JSON.stringify(theirs.body)).not.toContain("PRIVATE-NOTE-MARKER");
    expect(JSON.stringify(theirs.body)).not.toContain("strong_yes");
  });

  it("refuses before the end and when not booked (409), and bad scores (422)", async () => {
    const s = await proposed();
    expect((await feedback(s.client.token, s.interviewId)).status).toBe(409);
    await call(bookRoute, { token: s.talent.token, params: ids(s.interviewId), json: { start: s.open[0] } });
    const early = await feedback(s.client.token, s.interviewId);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/not ended yet/);

    const h = await held();
    for (const bad of [
      { ...scorecard, overall: 5 },
      { ...scorecard, skills: 0 },
      { ...scorecard, communication: 2.5 },
      { ...scorecard, recommendation: "maybe" },
      { ...scorecard, notes: "x".repeat(5_001) },
      { ...scorecard, extra: 1 },
      { skills: 3 },
    ]) {
      const answer = await feedback(h.client.token, h.interviewId, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(422);
    }
    const cancelled = await held();
    await db().update(interviews).set({ status: "cancelled" }).where(eq(interviews.id, cancelled.interviewId));
    expect((await feedback(cancelled.client.token, cancelled.interviewId)).status).toBe(409);
  });

  it("refuses the wrong kind, a manager and a suspended client (401), and another company's interview (404)", async () => {
    const s = await held();
    const other = await proposed();
    for (const token of [s.talent.token, manager]) expect((await feedback(token, s.interviewId)).status).toBe(401);
    expect((await feedback(other.client.token, s.interviewId)).status).toBe(404);
    for (const id of ["9007199254740993", "0", "x", "999999999"])
      expect((await feedback(s.client.token, id)).status).toBe(404);

    const suspended = await call(suspend, {
      token: manager,
      params: { kind: "client", id: String(s.client.user.id) },
      json: { reason: "Fake company" },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect((await feedback(s.client.token, s.interviewId)).status).toBe(401);
    expect(await db().select().from(interviewFeedback).where(eq(interviewFeedback.interviewId, s.interviewId))).toEqual(
      [],
    );
  });
});
