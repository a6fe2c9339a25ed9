import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { POST as invite, GET as sentList } from "@/app/api/client/invitations/route";
import { GET as jobApplications } from "@/app/api/client/jobs/[id]/applications/route";
import { PATCH as patchJob } from "@/app/api/client/jobs/[id]/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { POST as apply, GET as talentApplications } from "@/app/api/talent/applications/route";
import { POST as accept } from "@/app/api/talent/invitations/[id]/accept/route";
import { POST as decline } from "@/app/api/talent/invitations/[id]/decline/route";
import { GET as talentList } from "@/app/api/talent/invitations/route";
import { applications, invitations, mailOutbox, notificationSettings, talentProfiles } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { sentInvitationSchema, talentInvitationSchema } from "@/lib/validation/invitations";

import { registeredClient, registeredManager, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { postedJob } from "../support/hiring";
import { vettedTalent } from "../support/invitation-fixtures";
import { describeOnEachDatabase } from "../support/test-db";

const send = (token: string | undefined, json: unknown) => call(invite, { token, json });
const act = (route: typeof accept, token: string | undefined, id: number | string, json?: unknown) =>
  call(route, { token, params: { id: String(id) }, ...(json === undefined ? { method: "POST" } : { json }) });

describeOnEachDatabase("invitations to apply", ({ db }) => {
  let manager: string;
  beforeAll(async () => {
    vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-0123456789abcdef");
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });

  async function setting() {
    const client = await registeredClient({ first_name: "Rita", last_name: "Recruiter", company_name: "Lumen Health" });
    const job = await postedJob(client.token, { title: "Senior React developer" });
    const talent = await vettedTalent(db());
    return { client, job, talent };
  }
  const invitationMails = (email: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "invitation")));

  describe("sending", () => {
    it("invites a vetted talent with a message, queues the mail, and lists it for the recruiter and the talent", async () => {
      const { client, job, talent } = await setting();
      const sent = await send(client.token, {
        talent_id: talent.id,
        job_id: job.id,
        message: "  Your React work fits our team.  ",
      });
      expect(sent.status).toBe(201);
      const invitation = sentInvitationSchema.parse(sent.body.data);
      expect(invitation).toMatchObject({
        talent: { id: talent.id, name: "Ada Applicant" },
        job: { id: job.id, slug: job.slug },
        message: "Your React work fits our team.",
        status: "pending",
        application_id: null,
      });

      const [mail] = await invitationMails(talent.email);
      expect(mail?.subject).toBe("Lumen Health invites you to apply: Senior React developer");
      expect(mail?.text).toContain("Rita Recruiter of Lumen Health invites you to apply to Senior React developer.");
      expect(mail?.text).toContain("Your React work fits our team.");
      expect(mail?.html).toContain("/talent");
      expect((mail?.headers as Record<string, string>)["List-Unsubscribe"]).toContain("/talent/account#notifications");

      const mine = await call(talentList, { token: talent.token });
      expect(mine.status).toBe(200);
      expect(talentInvitationSchema.array().parse(mine.body.data)).toEqual([
        expect.objectContaining({
          id: invitation.id,
          job: expect.objectContaining({
            slug: job.slug,
            open: true,
            company: expect.objectContaining({ name: "Lumen Health" }),
          }),
          message: "Your React work fits our team.",
          status: "pending",
        }),
      ]);
      const listed = await call(sentList, { token: client.token, path: `/api/client/invitations?job_id=${job.id}` });
      expect(listed.body.data.map((one: { id: number }) => one.id)).toEqual([invitation.id]);
      expect(
        (await call(sentList, { token: client.token, path: "/api/client/invitations?job_id=999999" })).body.data,
      ).toEqual([]);
      expect((await call(sentList, { token: client.token, path: "/api/client/invitations?job_id=abc" })).status).toBe(
        422,
      );
    });

    it("queues no mail when the talent switched invitation mail off", async () => {
      const { client, job, talent } = await setting();
      await db()
        .insert(notificationSettings)
        .values({ accountKind: "talent", accountId: talent.id, topic: "invitation", setting: "off" });
      expect((await send(client.token, { talent_id: talent.id, job_id: job.id })).status).toBe(201);
      expect(await invitationMails(talent.email)).toEqual([]);
    });

    it("keeps one pending invitation per talent and job: 409 after, one 201 of two at once", async () => {
      const { client, job, talent } = await setting();
      expect((await send(client.token, { talent_id: talent.id, job_id: job.id })).status).toBe(201);
      const again = await send(client.token, { talent_id: talent.id, job_id: job.id });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe("This talent already has a pending invitation to this job.");

      const other = await vettedTalent(db());
      const both = await Promise.all([
        send(client.token, { talent_id: other.id, job_id: job.id }),
        send(client.token, { talent_id: other.id, job_id: job.id }),
      ]);
      expect(both.map((one) => one.status).sort()).toEqual([201, 409]);
      expect(await db().select().from(invitations).where(eq(invitations.talentId, other.id))).toHaveLength(1);
      expect(await invitationMails(other.email)).toHaveLength(1);
    });

    it("may invite again once the talent declined", async () => {
      const { client, job, talent } = await setting();
      const first = (await send(client.token, { talent_id: talent.id, job_id: job.id })).body.data;
      expect((await act(decline, talent.token, first.id)).status).toBe(200);
      expect((await send(client.token, { talent_id: talent.id, job_id: job.id })).status).toBe(201);
    });

    it("answers 422 for a closed job, a talent not vetted, hidden or suspended, and one who already applied", async () => {
      const { client, job, talent } = await setting();
      const closed = await postedJob(client.token, { title: "Closed role" });
      await call(patchJob, {
        method: "PATCH",
        token: client.token,
        json: { status: "closed" },
        params: { id: String(closed.id) },
      });
      const closedAnswer = await send(client.token, { talent_id: talent.id, job_id: closed.id });
      expect(closedAnswer.status).toBe(422);
      expect(closedAnswer.body.errors.job_id).toEqual(["Only an open job can take invitations."]);

      const unvetted = await registeredTalent();
      expect((await send(client.token, { talent_id: unvetted.user.id, job_id: job.id })).status).toBe(422);
      expect((await send(client.token, { talent_id: 999_999, job_id: job.id })).status).toBe(422);

      const hidden = await vettedTalent(db());
      await db().update(talentProfiles).set({ visibility: "hidden" }).where(eq(talentProfiles.talentId, hidden.id));
      expect((await send(client.token, { talent_id: hidden.id, job_id: job.id })).status).toBe(422);

      const suspended = await vettedTalent(db());
      await call(suspend, {
        token: manager,
        params: { kind: "talent", id: String(suspended.id) },
        json: { reason: "Fake identity" },
      });
      expect((await send(client.token, { talent_id: suspended.id, job_id: job.id })).status).toBe(422);

      expect((await call(apply, { token: talent.token, json: { job_slug: job.slug } })).status).toBe(201);
      const applied = await send(client.token, { talent_id: talent.id, job_id: job.id });
      expect(applied.status).toBe(422);
      expect(applied.body.message).toBe("This talent has already applied to this job.");
    });

    it("answers 404 for another company's job, 401 for a talent or a suspended recruiter, 422 for bad input", async () => {
      const { client, job, talent } = await setting();
      const stranger = await registeredClient();
      expect((await send(stranger.token, { talent_id: talent.id, job_id: job.id })).status).toBe(404);
      expect((await send(client.token, { talent_id: talent.id, job_id: 999_999 })).status).toBe(404);
      expect((await send(talent.token, { talent_id: talent.id, job_id: job.id })).status).toBe(401);
      expect((await send(undefined, { talent_id: talent.id, job_id: job.id })).status).toBe(401);
      expect((await call(sentList, { token: talent.token })).status).toBe(401);

      for (const body of [
        {},
        { talent_id: "x", job_id: job.id },
        { talent_id: talent.id, job_id: -1 },
        { talent_id: talent.id, job_id: job.id, message: "x".repeat(501) },
        { talent_id: talent.id, job_id: job.id, extra: 1 },
      ]) {
        const answer = await send(client.token, body);
        expect(answer.status, JSON.stringify(body)).toBe(422);
        expect(answer.body.errors).toBeTruthy();
      }
      expect(
        (await call(invite, { token: client.token, form: { talent_id: String(talent.id), job_id: String(job.id) } }))
          .status,
      ).toBe(415);
      expect(
        (
          await call(invite, {
            token: client.token,
            body: "{not json",
            headers: { "content-type": "application/json" },
          })
        ).status,
      ).toBe(400);

      const suspendedRecruiter = await registeredClient();
      await call(suspend, {
        token: manager,
        params: { kind: "client", id: String(suspendedRecruiter.user.id) },
        json: { reason: "Scam reports" },
      });
      expect((await send(suspendedRecruiter.token, { talent_id: talent.id, job_id: job.id })).status).toBe(401);
    });
  });

  describe("answering", () => {
    it("accepting applies in one step, marks the invitation accepted, and the recruiter sees the application", async () => {
      const { client, job, talent } = await setting();
      const invitation = (await send(client.token, { talent_id: talent.id, job_id: job.id })).body.data;
      const accepted = await act(accept, talent.token, invitation.id, { cover_note: "Happy to talk." });
      expect(accepted.status).toBe(201);
      expect(accepted.body.data.invitation).toMatchObject({
        status: "accepted",
        application_id: accepted.body.data.application.id,
      });
      expect(accepted.body.data.application).toMatchObject({ job: { slug: job.slug }, stage: "applied" });

      const rows = await db().select().from(applications).where(eq(applications.talentId, talent.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.coverNote).toBe("Happy to talk.");
      expect((await call(talentApplications, { token: talent.token })).body.data).toHaveLength(1);
      const pipeline = await call(jobApplications, { token: client.token, params: { id: String(job.id) } });
      expect(JSON.stringify(pipeline.body.data)).toContain("Ada");
      expect((await call(sentList, { token: client.token })).body.data[0]).toMatchObject({
        status: "accepted",
        application_id: rows[0]?.id,
      });

      const again = await act(accept, talent.token, invitation.id);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe("You have already accepted this invitation.");
      expect((await act(decline, talent.token, invitation.id)).status).toBe(409);
    });

    it("of an accept and a decline at once, exactly one wins; of two accepts, one application", async () => {
      const { client, job, talent } = await setting();
      const first = (await send(client.token, { talent_id: talent.id, job_id: job.id })).body.data;
      const raced = await Promise.all([act(accept, talent.token, first.id), act(decline, talent.token, first.id)]);
      expect(raced.filter((one) => one.status < 300)).toHaveLength(1);
      expect(raced.filter((one) => one.status === 409)).toHaveLength(1);
      const [row] = await db().select().from(invitations).where(eq(invitations.id, first.id));
      const made = await db().select().from(applications).where(eq(applications.talentId, talent.id));
      expect(made).toHaveLength(row?.status === "accepted" ? 1 : 0);
      expect(row?.applicationId ?? null).toBe(made[0]?.id ?? null);

      const job2 = await postedJob(client.token, { title: "Second role" });
      const second = (await send(client.token, { talent_id: talent.id, job_id: job2.id })).body.data;
      const twice = await Promise.all([act(accept, talent.token, second.id), act(accept, talent.token, second.id)]);
      expect(twice.map((one) => one.status).sort()).toEqual([201, 409]);
      expect(
        await db()
          .select()
          .from(applications)
          .where(and(eq(applications.talentId, talent.id), eq(applications.jobId, job2.id))),
      ).toHaveLength(1);
    });

    it("accepting keeps every rule of applying: a closed job or a thin profile answers 422 and the invitation stays pending", async () => {
      const { client, job, talent } = await setting();
      const invitation = (await send(client.token, { talent_id: talent.id, job_id: job.id })).body.data;
      await call(patchJob, {
        method: "PATCH",
        token: client.token,
        json: { status: "closed" },
        params: { id: String(job.id) },
      });
      const closed = await act(accept, talent.token, invitation.id);
      expect(closed.status).toBe(422);
      expect(closed.body.message).toBe("This job is closed.");
      expect((await call(talentList, { token: talent.token })).body.data[0]).toMatchObject({
        status: "pending",
        job: { open: false },
      });

      const job2 = await postedJob(client.token, { title: "Open role" });
      const second = (await send(client.token, { talent_id: talent.id, job_id: job2.id })).body.data;
      await db()
        .update(talentProfiles)
        .set({
          bio: null,
          headline: null,
          skills: [],
          avatarFileId: null,
          resumeFileId: null,
          hourlyRate: null,
          githubUrl: null,
        })
        .where(eq(talentProfiles.talentId, talent.id));
      const thin = await act(accept, talent.token, second.id);
      expect(thin.status).toBe(422);
      expect(thin.body.message).toBe("Your profile is not complete enough to apply.");
      const [row] = await db().select().from(invitations).where(eq(invitations.id, second.id));
      expect(row?.status).toBe("pending");
      expect(await db().select().from(applications).where(eq(applications.talentId, talent.id))).toHaveLength(0);
    });

    it("applying from the job page answers a pending invitation to that job", async () => {
      const { client, job, talent } = await setting();
      const invitation = (await send(client.token, { talent_id: talent.id, job_id: job.id })).body.data;
      const applied = await call(apply, { token: talent.token, json: { job_slug: job.slug } });
      expect(applied.status).toBe(201);
      expect((await call(talentList, { token: talent.token })).body.data[0]).toMatchObject({
        id: invitation.id,
        status: "accepted",
        application_id: applied.body.data.id,
      });
    });

    it("declines a pending invitation once; another talent's is 404; a recruiter or a suspended talent gets 401", async () => {
      const { client, job, talent } = await setting();
      const invitation = (await send(client.token, { talent_id: talent.id, job_id: job.id })).body.data;
      const other = await registeredTalent();
      expect((await act(decline, other.token, invitation.id)).status).toBe(404);
      expect((await act(accept, other.token, invitation.id)).status).toBe(404);
      expect((await act(decline, talent.token, "abc")).status).toBe(404);
      expect((await act(decline, client.token, invitation.id)).status).toBe(401);
      expect((await call(talentList, { token: client.token })).status).toBe(401);
      expect((await call(talentList, { token: other.token })).body.data).toEqual([]);
      expect((await act(accept, talent.token, invitation.id, { cover_note: 5 })).status).toBe(422);
      expect((await act(accept, talent.token, invitation.id, { surprise: true })).status).toBe(422);

      const declined = await act(decline, talent.token, invitation.id);
      expect(declined.status).toBe(200);
      expect(declined.body.data).toMatchObject({ status: "declined", application_id: null });
      expect(declined.body.data.responded_at).toBeTruthy();
      const again = await act(decline, talent.token, invitation.id);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe("You have already declined this invitation.");
      expect((await act(accept, talent.token, invitation.id)).status).toBe(409);

      const job2 = await postedJob(client.token, { title: "Another role" });
      const second = (await send(client.token, { talent_id: talent.id, job_id: job2.id })).body.data;
      await call(suspend, {
        token: manager,
        params: { kind: "talent", id: String(talent.id) },
        json: { reason: "Fake identity" },
      });
      expect((await act(accept, talent.token, second.id)).status).toBe(401);
    });
  });
});
