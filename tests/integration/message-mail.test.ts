import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { PUT as clientNotifications } from "@/app/api/client/notifications/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { PUT as talentNotifications } from "@/app/api/talent/notifications/route";
import { runUnreadMessageMailsOnce, UNREAD_MESSAGES_KIND } from "@/lib/server/conversations/unread-mail";
import { applications, jobs, mailOutbox, messages } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import type { Db } from "@/lib/server/db/types";
import { runSenderOnce } from "@/lib/server/mail/sender";
import { logTransport } from "@/lib/server/mail/transport";

import { registeredManager } from "../support/accounts";
import { call } from "../support/api-client";
import { conversationSetting, readAs, sendAs } from "../support/conversation-fixtures";
import { describeOnEachDatabase } from "../support/test-db";

const REPLY_TO = /^reply\+[0-9a-f]{32}@hireloop\.local$/;

const mailsTo = (db: Db, to: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, UNREAD_MESSAGES_KIND)))
    .orderBy(mailOutbox.id);

/** Makes every message of the conversation `minutes` older, as if that time had passed. */
const age = (db: Db, applicationId: number, minutes: number) =>
  db
    .update(messages)
    .set({ createdAt: sql`${messages.createdAt} - ${minutes} * interval '1 minute'` })
    .where(eq(messages.applicationId, applicationId));

const TEN_MINUTES = 10 * 60_000;

describeOnEachDatabase("mail about unread messages", ({ db }) => {
  let manager: string;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });

  it("waits for the delay, then mails a burst of two messages once, naming the company and the job, quoting both", async () => {
    const { client, talent, applicationId: id } = await conversationSetting(db());
    const [row] = await db()
      .select({ title: jobs.title })
      .from(jobs)
      .innerJoin(applications, eq(applications.jobId, jobs.id))
      .where(eq(applications.id, id));
    const title = row!.title;
    await sendAs("client", client.token, id, "Hi Ada, <b>thanks</b> for applying!");
    await sendAs("client", client.token, id, "Are you free on Tuesday?\nWe are in Berlin.");

    expect(await runUnreadMessageMailsOnce(db(), TEN_MINUTES)).toEqual({ claimed: 0, mailed: 0 });
    expect(await mailsTo(db(), talent.email)).toEqual([]);

    await age(db(), id, 11);
    expect(await runUnreadMessageMailsOnce(db(), TEN_MINUTES)).toMatchObject({ mailed: 1 });
    expect(await runUnreadMessageMailsOnce(db(), TEN_MINUTES)).toEqual({ claimed: 0, mailed: 0 });
    const [mail, ...others] = await mailsTo(db(), talent.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(`Acme sent you 2 messages · ${title}`);
    expect(mail!.text).toContain(`Acme wrote to you about your application for ${title}:`);
    expect(mail!.text).toContain("> Hi Ada, <b>thanks</b> for applying!");
    expect(mail!.text).toContain("> Are you free on Tuesday?\n> We are in Berlin.");
    expect(mail!.text).toMatch(/Acme, \w{3} \d\d:\d\d in Berlin:/); // on the talent's own clock
    expect(mail!.text).toContain(`http://localhost:3000/talent/messages/${id}`);
    expect(mail!.html).toContain("Hi Ada, &lt;b&gt;thanks&lt;/b&gt; for applying!");
    expect(mail!.html).not.toContain("<b>thanks</b>");
    expect(mail!.headers["Reply-To"]).toMatch(REPLY_TO);
    expect(mail!.headers["List-Unsubscribe"]).toContain("/talent/account#notifications");
    // The recruiter wrote them: nothing to the recruiter.
    expect(await mailsTo(db(), client.email)).toEqual([]);
  });

  it("mails the recruiter about the talent's messages, with the talent's name and the recruiter's page", async () => {
    const { client, talent, applicationId: id } = await conversationSetting(db());
    await sendAs("talent", talent.token, id, "Hello, I would love to talk.");
    await runUnreadMessageMailsOnce(db(), 0);
    const [mail] = await mailsTo(db(), client.email);
    expect(mail!.subject).toMatch(/^Ada Applicant sent you a message · /);
    expect(mail!.text).toContain(`http://localhost:3000/recruiter/messages/${id}`);
    expect(mail!.headers["Reply-To"]).toMatch(REPLY_TO);
    expect(await mailsTo(db(), talent.email)).toEqual([]);
  });

  it("sends nothing for messages read in time, and a new mail for a new burst after a mail, quoting only it", async () => {
    const { client, talent, applicationId: id } = await conversationSetting(db());
    const first = await sendAs("client", client.token, id, "First");
    await readAs("talent", talent.token, id, first);
    await runUnreadMessageMailsOnce(db(), 0);
    expect(await mailsTo(db(), talent.email)).toEqual([]);

    await sendAs("client", client.token, id, "Second");
    await runUnreadMessageMailsOnce(db(), 0);
    await sendAs("client", client.token, id, "Third");
    await runUnreadMessageMailsOnce(db(), 0);
    const mails = await mailsTo(db(), talent.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain("> Second");
    expect(mails[0]!.text).not.toContain("> First");
    expect(mails[1]!.text).toContain("> Third");
    expect(mails[1]!.text).not.toContain("> Second");
    // One reply address per person and conversation: both mails carry the same.
    expect(mails[1]!.headers["Reply-To"]).toBe(mails[0]!.headers["Reply-To"]);
  });

  it("sends nothing to someone who switched Messages off, and no backlog once it is on again", async () => {
    const { client, talent, applicationId: id } = await conversationSetting(db());
    const off = await call(talentNotifications, { token: talent.token, json: { messages: "off" } });
    expect(off.status).toBe(200);
    await sendAs("client", client.token, id, "Unread while off");
    expect(await runUnreadMessageMailsOnce(db(), 0)).toMatchObject({ mailed: 0 });
    await call(talentNotifications, { token: talent.token, json: { messages: "on" } });
    expect(await runUnreadMessageMailsOnce(db(), 0)).toMatchObject({ mailed: 0 });
    expect(await mailsTo(db(), talent.email)).toEqual([]);

    // A recruiter's switch too.
    const other = await conversationSetting(db());
    await call(clientNotifications, { token: other.client.token, json: { messages: "off" } });
    await sendAs("talent", other.talent.token, other.applicationId, "Unread by a recruiter who switched off");
    expect(await runUnreadMessageMailsOnce(db(), 0)).toMatchObject({ mailed: 0 });
    expect(await mailsTo(db(), other.client.email)).toEqual([]);
  });

  it("sends nothing to a suspended account", async () => {
    const { client, talent, applicationId: id } = await conversationSetting(db());
    await sendAs("client", client.token, id, "Before the suspension");
    const suspended = await call(suspend, {
      token: manager,
      params: { kind: "talent", id: String(talent.id) },
      json: { reason: "Spam" },
    });
    expect(suspended.status).toBe(200);
    await runUnreadMessageMailsOnce(db(), 0);
    expect(await mailsTo(db(), talent.email)).toEqual([]);
  });

  it("mails a burst exactly once when two runs race", async () => {
    const { client, talent, applicationId: id } = await conversationSetting(db());
    await sendAs("client", client.token, id, "One");
    await sendAs("client", client.token, id, "Two");
    const runs = await Promise.all([runUnreadMessageMailsOnce(db(), 0), runUnreadMessageMailsOnce(db(), 0)]);
    expect(runs.reduce((sum, run) => sum + run.mailed, 0)).toBe(1);
    expect(await mailsTo(db(), talent.email)).toHaveLength(1);
  });

  it("shows the Reply-To in the [mail] log line when no relay is set", async () => {
    const { client, talent, applicationId: id } = await conversationSetting(db());
    await sendAs("client", client.token, id, "Log me");
    await runUnreadMessageMailsOnce(db(), 0);
    const [mail] = await mailsTo(db(), talent.email);
    const lines: string[] = [];
    // Sends whatever is due (other files' rows too): the line of this mail is the one checked.
    for (;;)
      if (
        (
          await runSenderOnce(
            db(),
            logTransport((line) => lines.push(line)),
          )
        ).claimed === 0
      )
        break;
    const line = lines.find((entry) => entry.startsWith(`[mail] to ${talent.email} · "Acme sent you a message`));
    expect(line).toContain(` · reply-to: ${mail!.headers["Reply-To"]}`);
    expect(line).toContain(`/talent/messages/${id}`);
  });
});
