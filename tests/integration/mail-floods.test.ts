import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { POST as moveStage } from "@/app/api/client/applications/[id]/stage/route";
import { POST as clientChange } from "@/app/api/client/email/change/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import { POST as talentChange } from "@/app/api/talent/email/change/route";
import { POST as talentVerifyResend } from "@/app/api/talent/email/resend-verification/route";
import { pendingEmailChange } from "@/lib/server/accounts/email-change";
import { mailOutbox, rateLimits } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import type { Db } from "@/lib/server/db/types";
import { enqueueMail } from "@/lib/server/mail/outbox";
import { RECIPIENT_LIMITS, RecipientLimitReached } from "@/lib/server/mail/recipient-limits";
import { runSenderOnce } from "@/lib/server/mail/sender";

import {
  GOOD_PASSWORD,
  registeredClient,
  registeredTalent,
  uniqueEmail,
  verifiedClient,
  verifiedTalent,
} from "../support/accounts";
import { call } from "../support/api-client";
import { completeTalent, postedJob } from "../support/hiring";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

const mailsTo = (db: Db, to: string, kind: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(sql`lower(${mailOutbox.toAddress}) = lower(${to})`, eq(mailOutbox.kind, kind)))
    .orderBy(mailOutbox.id);

const change = (token: string, email: string) =>
  call(talentChange, { token, json: { email, current_password: GOOD_PASSWORD } });

const move = (token: string, id: number, from: string, stage: string) =>
  call(moveStage, { token, json: { stage, from_stage: from }, params: { id: String(id) } });

describeOnEachDatabase("no mail floods", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("refuses an email change from an account whose address is not verified, with 403 and no mail", async () => {
    const talent = await registeredTalent();
    const target = uniqueEmail("stranger");
    const refused = await change(talent.token, target);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Verify your current email address before changing it: open the link we sent you, or send a new one.",
    );
    expectDocumented("post", "/api/talent/email/change", 403, refused.body);
    const client = await registeredClient();
    const clientRefused = await call(clientChange, {
      token: client.token,
      json: { email: target, current_password: GOOD_PASSWORD },
    });
    expect(clientRefused.status).toBe(403);
    expectDocumented("post", "/api/client/email/change", 403, clientRefused.body);
    expect(await mailsTo(db(), target, "change_email")).toEqual([]);
    expect(await pendingEmailChange(db(), "talent", talent.user.id)).toBeNull();
  });

  it("mails one address at most 3 confirmations a day, whoever asks; the 4th asker gets 429 and keeps their link", async () => {
    const victim = uniqueEmail("victim");
    const askers = [await verifiedTalent(), await verifiedTalent(), await verifiedClient(), await verifiedTalent()];
    expect((await change(askers[0]!.token, victim)).status).toBe(202);
    expect((await change(askers[1]!.token, victim.toUpperCase())).status).toBe(202);
    const third = await call(clientChange, {
      token: askers[2]!.token,
      json: { email: victim, current_password: GOOD_PASSWORD },
    });
    expect(third.status).toBe(202);
    // The 4th asker had an earlier change waiting: the refusal leaves that one as it was.
    const earlier = uniqueEmail("earlier");
    expect((await change(askers[3]!.token, earlier)).status).toBe(202);
    const fourth = await change(askers[3]!.token, victim);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(
      /^We have sent as many emails of this kind to this address as we allow for now\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(23 * 60 * 60);
    expectDocumented("post", "/api/talent/email/change", 429, fourth.body);
    expect(await mailsTo(db(), victim, "change_email")).toHaveLength(3);
    expect(await pendingEmailChange(db(), "talent", askers[3]!.user.id)).toBe(earlier);
    // Counted in the shared database, not in this process.
    const [count] = await db()
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `mail-to:change_email:${victim.toLowerCase()}`));
    expect(count?.count).toBe(3);
  });

  it("greets the new address neutrally: nothing the asker typed (their name) reaches a stranger", async () => {
    const talent = await verifiedTalent({ first_name: "Win a prize at evil.example" });
    const target = uniqueEmail("greeted");
    expect((await change(talent.token, target)).status).toBe(202);
    const [mail] = await mailsTo(db(), target, "change_email");
    expect(mail!.text.startsWith("Hello,\n")).toBe(true);
    for (const part of [mail!.text, mail!.html, mail!.subject]) expect(part).not.toContain("evil.example");
  });

  it("keeps every mail a stranger can trigger in one table, counted per recipient when queued", async () => {
    expect(Object.keys(RECIPIENT_LIMITS).sort()).toEqual(
      ["change_email", "invitation", "new_applicant", "reset_password", "verify_email"].sort(),
    );
    const talent = await registeredTalent();
    // The sign-up's mail, then new ones until the address had its day's share.
    for (let i = 1; i < RECIPIENT_LIMITS.verify_email.max; i++) {
      await db()
        .delete(rateLimits)
        .where(sql`${rateLimits.key} like 'verify-resend:%'`);
      expect((await call(talentVerifyResend, { token: talent.token })).status).toBe(202);
    }
    await db()
      .delete(rateLimits)
      .where(sql`${rateLimits.key} like 'verify-resend:%'`);
    const refused = await call(talentVerifyResend, { token: talent.token });
    expect(refused.status).toBe(429);
    expect(await mailsTo(db(), talent.email, "verify_email")).toHaveLength(RECIPIENT_LIMITS.verify_email.max);

    const invited = uniqueEmail("invited");
    const invitation = {
      to: invited,
      kind: "invitation",
      content: { subject: "Apply", greeting: "Hi", paragraphs: [] },
    };
    for (let i = 0; i < RECIPIENT_LIMITS.invitation.max; i++)
      await db().transaction((tx) => enqueueMail(tx, invitation));
    await expect(db().transaction((tx) => enqueueMail(tx, invitation))).rejects.toBeInstanceOf(RecipientLimitReached);
    expect(await mailsTo(db(), invited, "invitation")).toHaveLength(RECIPIENT_LIMITS.invitation.max);
    // A kind nobody outside can trigger is not limited here.
    for (let i = 0; i < 12; i++)
      await db().transaction((tx) => enqueueMail(tx, { ...invitation, kind: "manager_digest" }));
  });

  describe("stage-change mails", () => {
    async function applied() {
      const client = await verifiedClient();
      const job = await postedJob(client.token, { title: "Coalesced engineer" });
      const talent = await completeTalent(db());
      const sent = await call(apply, { token: talent.token, json: { job_slug: job.slug } });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      return { client, talent, id: sent.body.data.id as number };
    }

    it("waits 10 minutes, and moves within them send one mail with the latest stage", async () => {
      const { client, talent, id } = await applied();
      expect((await move(client.token, id, "applied", "screening")).status).toBe(200);
      expect((await move(client.token, id, "screening", "interview")).status).toBe(200);
      expect((await move(client.token, id, "interview", "offer")).status).toBe(200);
      const rows = await mailsTo(db(), talent.email, "stage_changed");
      expect(rows).toHaveLength(1);
      expect(rows[0]!.subject).toBe("Your application for Coalesced engineer at Acme moved to Offer");
      const waits = (rows[0]!.nextAttemptAt.getTime() - rows[0]!.createdAt.getTime()) / 1000;
      expect(waits).toBeGreaterThan(590);
      expect(waits).toBeLessThan(610);
      // Not due yet: a sender run leaves it.
      const sent: string[] = [];
      await runSenderOnce(db(), { name: "test", send: async (mail) => void sent.push(mail.subject) });
      expect(sent.filter((subject) => subject.includes("moved to"))).toEqual([]);
      expect((await mailsTo(db(), talent.email, "stage_changed"))[0]!.status).toBe("pending");
    });

    it("sends nothing for a move and its undo, and a later move starts a new mail", async () => {
      const { client, talent, id } = await applied();
      expect((await move(client.token, id, "applied", "interview")).status).toBe(200);
      expect((await move(client.token, id, "interview", "applied")).status).toBe(200);
      expect(await mailsTo(db(), talent.email, "stage_changed")).toEqual([]);
      // Two moves away and back again: still nothing.
      await move(client.token, id, "applied", "screening");
      await move(client.token, id, "screening", "offer");
      await move(client.token, id, "offer", "applied");
      expect(await mailsTo(db(), talent.email, "stage_changed")).toEqual([]);
      expect((await move(client.token, id, "applied", "screening")).status).toBe(200);
      const rows = await mailsTo(db(), talent.email, "stage_changed");
      expect(rows.map((row) => row.subject)).toEqual([
        "Your application for Coalesced engineer at Acme moved to Screening",
      ]);
    });

    it("tells of the undo once the first mail has gone: the talent heard of that stage", async () => {
      const { client, talent, id } = await applied();
      await move(client.token, id, "applied", "interview");
      await db()
        .update(mailOutbox)
        .set({ status: "sent", attempts: 1, sentAt: sql`now()` })
        .where(eq(mailOutbox.toAddress, talent.email));
      await move(client.token, id, "interview", "applied");
      const rows = await mailsTo(db(), talent.email, "stage_changed");
      expect(rows.map((row) => [row.status, row.subject])).toEqual([
        ["sent", "Your application for Coalesced engineer at Acme moved to Interview"],
        ["pending", "Your application for Coalesced engineer at Acme moved to Applied"],
      ]);
    });
  });
});
