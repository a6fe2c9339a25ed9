import { eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";

import { POST as addNote } from "@/app/api/client/applications/[id]/notes/route";
import { POST as moveStage } from "@/app/api/client/applications/[id]/stage/route";
import { POST as withdraw } from "@/app/api/talent/applications/[id]/withdraw/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import { mailOutbox } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { registeredClient } from "../support/accounts";
import { call } from "../support/api-client";
import { completeTalent, postedJob } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

const applyTo = (token: string, slug: string) => call(apply, { token, json: { job_slug: slug } });
const move = (token: string, id: number, json: unknown) => call(moveStage, { token, json, params: { id: String(id) } });

describeOnEachDatabase("mail notifications", ({ db }) => {
  // Notifications only: the sign-ups in these tests queue their verification mails too.
  const queued = () =>
    db()
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.kind, ["new_applicant", "stage_changed"]))
      .orderBy(mailOutbox.id);

  beforeAll(async () => {
    await seedReferenceData(db());
  });
  beforeEach(async () => {
    await db().delete(mailOutbox);
  });

  /** A job of a fresh recruiter with one fresh application to it; the outbox emptied after. */
  async function applied() {
    const client = await registeredClient({ first_name: "Rita" });
    const job = await postedJob(client.token, { title: "Platform engineer" });
    const talent = await completeTalent(db());
    const sent = await applyTo(talent.token, job.slug);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return { client, job, talent, applicationId: sent.body.data.id as number };
  }

  it("tells the recruiter about a new applicant, with the application, linking to the job's board", async () => {
    const { client, job } = await applied();
    const rows = await queued();
    expect(rows).toHaveLength(1);
    const [mail] = rows;
    expect(mail).toMatchObject({
      toAddress: client.email,
      kind: "new_applicant",
      status: "pending",
      subject: "New applicant for Platform engineer: Ada Applicant",
    });
    expect(mail!.text).toContain("Hi Rita,");
    expect(mail!.text).toContain(`/recruiter/jobs/${job.id}/applicants`);
    expect(mail!.html).toContain(`/recruiter/jobs/${job.id}/applicants`);
    expect(mail!.headers["List-Unsubscribe"]).toMatch(
      /^<http:\/\/\S+\/recruiter\/account#notifications>, <mailto:no-reply@hireloop\.local\?subject=unsubscribe%20new_applicant>$/,
    );
  });

  it("tells the talent when the company moves their application, in the move's transaction, never with its private notes", async () => {
    const { client, talent, applicationId } = await applied();
    await db().delete(mailOutbox);

    expect((await move(client.token, applicationId, { stage: "interview", from_stage: "applied" })).status).toBe(200);
    let rows = await queued();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      toAddress: talent.email,
      kind: "stage_changed",
      subject: "Your application for Platform engineer at Acme moved to Interview",
    });
    expect(rows[0]!.text).toContain("Acme would like to interview you.");
    expect(rows[0]!.text).toMatch(/See your applications: http:\/\/\S+\/talent\/applications/);
    expect(rows[0]!.headers["List-Unsubscribe"]).toMatch(
      /^<http:\/\/\S+\/talent\/account#notifications>, <mailto:no-reply@hireloop\.local\?subject=unsubscribe%20stage_changed>$/,
    );

    // A move that loses (the card is no longer where the request thought) queues nothing.
    expect((await move(client.token, applicationId, { stage: "offer", from_stage: "applied" })).status).toBe(409);
    expect(await queued()).toHaveLength(1);

    expect(
      (
        await call(addNote, {
          token: client.token,
          json: { body: "Salary expectations too high." },
          params: { id: String(applicationId) },
        })
      ).status,
    ).toBe(201);
    await db().delete(mailOutbox);
    const rejected = await move(client.token, applicationId, {
      stage: "rejected",
      from_stage: "interview",
      reason: "rate",
      message: "We hope to work with you later.",
    });
    expect(rejected.status).toBe(200);
    rows = await queued();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe("An update on your application for Platform engineer at Acme");
    expect(rows[0]!.text).toContain("Their reason: Rate outside the budget.");
    expect(rows[0]!.text).toContain("Their message: “We hope to work with you later.”");
    for (const part of [rows[0]!.text, rows[0]!.html, rows[0]!.subject])
      expect(part).not.toContain("Salary expectations");
  });

  it("sends nothing when the talent withdraws their own application", async () => {
    const { talent, applicationId } = await applied();
    await db().delete(mailOutbox);
    expect((await call(withdraw, { token: talent.token, params: { id: String(applicationId) } })).status).toBe(200);
    expect(await queued()).toEqual([]);
  });

  it("queues nothing when the application itself is refused", async () => {
    const { talent, job } = await applied();
    await db().delete(mailOutbox);
    expect((await applyTo(talent.token, job.slug)).status).toBe(409);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "new_applicant"))).toEqual([]);
  });
});
