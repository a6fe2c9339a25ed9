import { and, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, expect, it } from "vitest";

import { POST as reinstate } from "@/app/api/manage/accounts/[kind]/[id]/reinstate/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { runUnreadMessageMailsOnce, UNREAD_MESSAGES_KIND } from "@/lib/server/conversations/unread-mail";
import { mailOutbox, messages } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import type { Db } from "@/lib/server/db/types";
import { INBOUND_MAX_BYTES, startInboundMail, type InboundMailServer } from "@/lib/server/mail/inbound/inbound-server";

import { registeredManager } from "../support/accounts";
import { call } from "../support/api-client";
import { conversationSetting, sendAs } from "../support/conversation-fixtures";
import { describeOnEachDatabase } from "../support/test-db";

/** The Reply-To of the newest unread-message mail to `to`. */
async function replyAddressIn(db: Db, to: string): Promise<string> {
  const rows = await db
    .select({ headers: mailOutbox.headers })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, UNREAD_MESSAGES_KIND)));
  const address = rows.at(-1)?.headers["Reply-To"];
  if (!address) throw new Error(`no unread-message mail to ${to}`);
  return address;
}

const bodiesOf = async (db: Db, applicationId: number) =>
  (
    await db
      .select({ author: messages.authorKind, body: messages.body })
      .from(messages)
      .where(eq(messages.applicationId, applicationId))
      .orderBy(messages.id)
  ).map((row) => `${row.author}: ${row.body}`);

describeOnEachDatabase("replies by mail", ({ db }) => {
  let manager: string;
  let server: InboundMailServer;
  let mailer: nodemailer.Transporter;
  const log: string[] = [];

  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
    server = await startInboundMail({ port: 0, host: "127.0.0.1", db: db(), log: (line) => log.push(line) });
    // A real SMTP client, as a mail provider delivering the reply would be.
    mailer = nodemailer.createTransport({ host: "127.0.0.1", port: server.port, secure: false, ignoreTLS: true });
  });
  afterAll(async () => {
    mailer.close();
    await server.close();
  });

  /** A conversation whose talent was mailed about the recruiter's message: the talent's reply address. */
  async function mailedTalent() {
    const setting = await conversationSetting(db());
    await sendAs("client", setting.client.token, setting.applicationId, "Are you free on Tuesday?");
    await runUnreadMessageMailsOnce(db(), 0);
    return { ...setting, replyTo: await replyAddressIn(db(), setting.talent.email) };
  }

  const gmailReply = (words: string, replyTo: string) =>
    `${words}\n\nOn Tue, 3 Mar 2026 at 10:04, Hireloop <\n${replyTo}> wrote:\n\n> Hi Ada,\n>\n> Are you free on Tuesday?\n`;

  it("posts a reply into the conversation as its author, without the quote, once per Message-ID", async () => {
    const { talent, applicationId: id, replyTo } = await mailedTalent();
    const mail = {
      from: `Ada Applicant <${talent.email}>`,
      to: replyTo,
      subject: "Re: Acme sent you a message",
      text: gmailReply("Yes, Tuesday at 10 works.\n\nAda", replyTo),
      messageId: `<reply-${id}@mail.example.com>`,
    };
    const info = await mailer.sendMail(mail);
    expect(info.response).toMatch(/^250 .*Posted/);
    expect(await bodiesOf(db(), id)).toEqual([
      "client: Are you free on Tuesday?",
      "talent: Yes, Tuesday at 10 works.\n\nAda",
    ]);

    // A provider delivering the same mail again: accepted, posted once.
    expect((await mailer.sendMail(mail)).response).toMatch(/^250 .*Already posted/);
    expect(await bodiesOf(db(), id)).toHaveLength(2);
  });

  it("posts a recruiter's reply as the recruiter", async () => {
    const setting = await conversationSetting(db());
    await sendAs("talent", setting.talent.token, setting.applicationId, "Hello!");
    await runUnreadMessageMailsOnce(db(), 0);
    const replyTo = await replyAddressIn(db(), setting.client.email);
    // Some servers change the case of an address on the way: it still reaches the same conversation.
    const shouted = replyTo.toUpperCase();
    await mailer.sendMail({ from: setting.client.email, to: shouted, subject: "Re", text: "Hi Ada, welcome." });
    expect(await bodiesOf(db(), setting.applicationId)).toEqual(["talent: Hello!", "client: Hi Ada, welcome."]);
  });

  it("refuses, with 550 and nothing posted: another sender, an unknown token, an empty reply", async () => {
    const { talent, applicationId: id, replyTo } = await mailedTalent();
    const wrongSender = mailer.sendMail({ from: "mallory@example.com", to: replyTo, subject: "Re", text: "Hijack" });
    await expect(wrongSender).rejects.toMatchObject({ responseCode: 550 });
    expect(log.at(-1)).toMatch(/^\[inbound-mail\] refused \(550\): This reply address belongs to another sender/);
    const spoofedHeader = mailer.sendMail({
      envelope: { from: "mallory@example.com", to: replyTo },
      from: talent.email,
      to: replyTo,
      subject: "Re",
      text: "Hijack",
    });
    await expect(spoofedHeader).rejects.toMatchObject({ responseCode: 550 });

    const unknown = `reply+${"0".repeat(32)}@hireloop.local`;
    const unknownToken = mailer.sendMail({ from: talent.email, to: unknown, subject: "Re", text: "Hello?" });
    await expect(unknownToken).rejects.toMatchObject({ responseCode: 550, command: "RCPT TO" });
    const notOurs = mailer.sendMail({ from: talent.email, to: "someone@hireloop.local", subject: "Re", text: "x" });
    await expect(notOurs).rejects.toMatchObject({ responseCode: 550, command: "RCPT TO" });

    const onlyQuote = mailer.sendMail({
      from: talent.email,
      to: replyTo,
      subject: "Re",
      text: gmailReply("", replyTo),
    });
    await expect(onlyQuote).rejects.toMatchObject({ responseCode: 550 });
    const tooLong = mailer.sendMail({ from: talent.email, to: replyTo, subject: "Re", text: "x".repeat(5001) });
    await expect(tooLong).rejects.toMatchObject({
      responseCode: 550,
      response: expect.stringMatching(/5000 characters/),
    });
    expect(await bodiesOf(db(), id)).toEqual(["client: Are you free on Tuesday?"]);
  });

  it("counts a reply against the sender's rate limit: past it, a temporary 451 so the provider retries later", async () => {
    const { talent, applicationId: id, replyTo } = await mailedTalent();
    for (let n = 0; n < 30; n++) await sendAs("talent", talent.token, id, `Message ${n}`);
    const limited = mailer.sendMail({ from: talent.email, to: replyTo, subject: "Re", text: "One more" });
    await expect(limited).rejects.toMatchObject({ responseCode: 451 });
    expect(await bodiesOf(db(), id)).toHaveLength(31);
  });

  it("refuses a mail past the size limit", async () => {
    const { talent, applicationId: id, replyTo } = await mailedTalent();
    const huge = mailer.sendMail({
      from: talent.email,
      to: replyTo,
      subject: "Re",
      text: "Big.",
      attachments: [{ filename: "big.bin", content: Buffer.alloc(INBOUND_MAX_BYTES + 1024, 1) }],
    });
    await expect(huge).rejects.toMatchObject({ responseCode: 552 });
    expect(await bodiesOf(db(), id)).toHaveLength(1);
  });

  it("refuses replies to a suspended account's address at RCPT", async () => {
    const { talent, applicationId: id, replyTo } = await mailedTalent();
    const suspended = await call(suspend, {
      token: manager,
      params: { kind: "talent", id: String(talent.id) },
      json: { reason: "Spam" },
    });
    expect(suspended.status).toBe(200);
    const refused = mailer.sendMail({ from: talent.email, to: replyTo, subject: "Re", text: "Still here" });
    await expect(refused).rejects.toMatchObject({ responseCode: 550, command: "RCPT TO" });
    expect(await bodiesOf(db(), id)).toHaveLength(1);

    // Reinstated, the old address stays revoked: the next mail brings a new one.
    const params = { kind: "talent", id: String(talent.id) };
    expect((await call(reinstate, { token: manager, params, json: {} })).status).toBe(200);
    const stillRefused = mailer.sendMail({ from: talent.email, to: replyTo, subject: "Re", text: "Back" });
    await expect(stillRefused).rejects.toMatchObject({ responseCode: 550, command: "RCPT TO" });
  });
});
