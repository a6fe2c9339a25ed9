import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";

import { POST as forgotPassword } from "@/app/api/auth/password/forgot/route";
import { POST as resetPassword } from "@/app/api/auth/password/reset/route";
import { POST as acceptInvite } from "@/app/api/manage/invites/accept/route";
import { POST as invite } from "@/app/api/manage/invites/route";
import { GET as mailDetailRoute } from "@/app/api/manage/mail/[id]/route";
import { GET as mailListRoute } from "@/app/api/manage/mail/route";
import { POST as talentEmailChange } from "@/app/api/talent/email/change/route";
import { POST as verifyEmail } from "@/app/api/talent/email/verify/route";
import { auditLog, mailOutbox } from "@/lib/server/db/schema";
import type { Db } from "@/lib/server/db/types";
import { runSenderOnce } from "@/lib/server/mail/sender";
import { logTransport, smtpTransport, type MailTransport } from "@/lib/server/mail/transport";

import { GOOD_PASSWORD, registeredManager, registeredTalent, uniqueEmail, verifiedTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { MailSink } from "../support/mail-sink";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

const LIVE_TOKEN = /token=[A-Za-z0-9_-]{16,}/;
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const linkIn = (text: string, path: string) => text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))?.[0];

const rowsTo = (db: Db, to: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));

async function drain(db: Db, transport: MailTransport) {
  for (;;) if ((await runSenderOnce(db, transport)).claimed === 0) return;
}

describeOnEachDatabase("links in mail are stored sealed and shown redacted", ({ db }) => {
  let sink: MailSink;
  let transport: MailTransport;
  let manager: Awaited<ReturnType<typeof registeredManager>>;

  beforeAll(async () => {
    sink = await MailSink.start();
    transport = smtpTransport(sink.url, "Hireloop <no-reply@hireloop.local>");
    manager = await registeredManager(db());
  });
  afterAll(async () => {
    transport.close?.();
    await sink.stop();
  });
  beforeEach(() => sink.clear());

  /** Every place a stored message can be read: its row, the console's list and the console's message. */
  async function expectNoLiveToken(to: string, secret?: string) {
    const rows = await rowsTo(db(), to);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const stored = JSON.stringify(row);
      expect(stored).not.toMatch(LIVE_TOKEN);
      if (secret) expect(stored).not.toContain(secret);
      const list = await call(mailListRoute, {
        token: manager.token,
        path: `/api/manage/mail?q=${encodeURIComponent(to)}`,
      });
      expect(JSON.stringify(list.body)).not.toMatch(LIVE_TOKEN);
      const detail = await call(mailDetailRoute, { token: manager.token, params: { id: String(row.id) } });
      expect(detail.status).toBe(200);
      expectDocumented("get", "/api/manage/mail/{id}", 200, detail.body);
      expect(JSON.stringify(detail.body)).not.toMatch(LIVE_TOKEN);
      if (secret) expect(JSON.stringify(detail.body)).not.toContain(secret);
    }
    return rows;
  }

  it("stores a verification link redacted and sealed; the sent mail's link verifies the address", async () => {
    const talent = await registeredTalent();
    const [row] = await expectNoLiveToken(talent.email);
    expect(row!.text).toMatch(/\/verify-email\?token=\[redacted\]&type=talent/);
    expect(row!.html).toContain("token=[redacted]");
    expect(row!.sealedSecret).toMatch(/^v1\./);

    await drain(db(), transport);
    const mail = await sink.waitFor(talent.email, (m) => /Verify/.test(m.subject));
    const link = linkIn(mail.text, "/verify-email")!;
    expect(link).toMatch(LIVE_TOKEN);
    expect(mail.links).toContain(link.replace(/&amp;/g, "&"));
    const verified = await call(verifyEmail, { token: talent.token, json: { token: tokenOf(link) } });
    expect(verified.status).toBe(200);

    const [sent] = await rowsTo(db(), talent.email);
    expect(sent).toMatchObject({ status: "sent", sealedSecret: null });
    await expectNoLiveToken(talent.email, tokenOf(link));
  });

  it("stores a reset link redacted; the mail's link resets the password", async () => {
    const talent = await registeredTalent();
    await db().delete(mailOutbox).where(eq(mailOutbox.toAddress, talent.email));
    expect(
      (await call(forgotPassword, { json: { email: talent.email, type: "talent" }, path: "/api/auth/password/forgot" }))
        .status,
    ).toBe(202);
    const [row] = await expectNoLiveToken(talent.email);
    expect(row!.text).toContain("/reset-password?token=[redacted]");

    await drain(db(), transport);
    const link = linkIn((await sink.waitFor(talent.email, (m) => /reset/i.test(m.subject))).text, "/reset-password")!;
    const reset = await call(resetPassword, { json: { token: tokenOf(link), password: "fresh-orchard-93" } });
    expect(reset.status).toBe(200);
    await expectNoLiveToken(talent.email, tokenOf(link));
  });

  it("stores an email-change link redacted; the mail's link is the live one", async () => {
    // Only a verified address may be moved (an unverified one is still its sign-up's to prove).
    const talent = await verifiedTalent();
    const next = uniqueEmail("moving");
    const asked = await call(talentEmailChange, {
      token: talent.token,
      json: { email: next, current_password: GOOD_PASSWORD },
    });
    expect(asked.status).toBe(202);
    const [row] = await expectNoLiveToken(next);
    expect(row!.text).toContain("/confirm-email?token=[redacted]");
    await drain(db(), transport);
    expect(linkIn((await sink.waitFor(next)).text, "/confirm-email")).toMatch(LIVE_TOKEN);
  });

  it("stores a manager invitation redacted; the mailed link makes the manager", async () => {
    const email = uniqueEmail("invitee");
    const sent = await call(invite, { token: manager.token, json: { email } });
    expect(sent.status).toBe(201);
    const secret = tokenOf(sent.body.data.link);
    const [row] = await expectNoLiveToken(email, secret);
    expect(row!.text).toContain("/admin/invite?token=[redacted]");

    await drain(db(), transport);
    const link = linkIn((await sink.waitFor(email)).text, "/admin/invite")!;
    expect(tokenOf(link)).toBe(secret);
    const joined = await call(acceptInvite, {
      json: { token: tokenOf(link), first_name: "Ina", last_name: "Vitee", password: "a long managerial phrase" },
    });
    expect(joined.status).toBe(201);
  });

  it("prints the usable link in the [mail] log line when there is no SMTP relay", async () => {
    const talent = await registeredTalent();
    const lines: string[] = [];
    await drain(
      db(),
      logTransport((line) => lines.push(line)),
    );
    const line = lines.find((l) => l.includes(talent.email))!;
    expect(line).toMatch(/links: http\S+\/verify-email\?token=[A-Za-z0-9_-]{40,}&type=talent/);
    await expectNoLiveToken(talent.email);
  });

  it("does not send a sealed token moved to a message addressed to someone else", async () => {
    const talent = await registeredTalent();
    const [row] = await rowsTo(db(), talent.email);
    const thief = uniqueEmail("thief");
    await db()
      .insert(mailOutbox)
      .values({ ...row!, id: undefined, toAddress: thief, status: "pending", attempts: 0 });
    await runSenderOnce(db(), transport);
    expect(sink.to(thief)).toEqual([]);
    const [stolen] = await rowsTo(db(), thief);
    expect(stolen).toMatchObject({ status: "pending", lastError: expect.stringMatching(/sealed link/) });
    await db().delete(mailOutbox).where(eq(mailOutbox.toAddress, thief));
  });

  it("records in the audit log which manager opened which message; the list alone records nothing", async () => {
    const talent = await registeredTalent();
    const [row] = await rowsTo(db(), talent.email);
    const reads = () =>
      db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "mail.read"), eq(auditLog.targetId, String(row!.id))));
    await call(mailListRoute, { token: manager.token, path: "/api/manage/mail" });
    expect(await reads()).toEqual([]);
    expect((await call(mailDetailRoute, { token: manager.token, params: { id: String(row!.id) } })).status).toBe(200);
    const [entry, ...more] = await reads();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      managerId: manager.user.id,
      targetKind: "mail",
      after: { kind: "verify_email", recipient: talent.email, subject: row!.subject },
    });
    // Neither another role nor an unknown message leaves an entry.
    expect((await call(mailDetailRoute, { token: talent.token, params: { id: String(row!.id) } })).status).toBe(401);
    expect((await call(mailDetailRoute, { token: manager.token, params: { id: "999999999" } })).status).toBe(404);
    expect(await reads()).toHaveLength(1);
  });
});
