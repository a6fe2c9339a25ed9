import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as clientRead } from "@/app/api/client/applications/[id]/messages/read/route";
import { POST as clientSend } from "@/app/api/client/applications/[id]/messages/route";
import { GET as clientUnread } from "@/app/api/client/conversations/unread/route";
import { POST as clientReport } from "@/app/api/client/messages/[id]/report/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { POST as resolveMessageReport } from "@/app/api/manage/message-reports/[id]/resolve/route";
import { GET as listMessageReports } from "@/app/api/manage/message-reports/route";
import { POST as talentSend } from "@/app/api/talent/applications/[id]/messages/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import { GET as talentUnread } from "@/app/api/talent/conversations/unread/route";
import { POST as talentReport } from "@/app/api/talent/messages/[id]/report/route";
import { auditLog, messageReports } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { unreadTotalSchema } from "@/lib/validation/conversations";
import { filedMessageReportSchema, messageReportsPageSchema } from "@/lib/validation/message-reports";

import { registeredClient, registeredManager, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { completeTalent, postedJob } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

type Side = "talent" | "client";
const sendOf = { talent: talentSend, client: clientSend };
const reportOf = { talent: talentReport, client: clientReport };
const unreadOf = { talent: talentUnread, client: clientUnread };

const send = async (side: Side, token: string, id: number, body: string) => {
  const sent = await call(sendOf[side], { token, params: { id: String(id) }, json: { body } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.data as { id: number; body: string };
};
const report = (side: Side, token: string | undefined, messageId: number | string, json: unknown) =>
  call(reportOf[side], { token, params: { id: String(messageId) }, json });
const unread = (side: Side, token: string | undefined) =>
  call(unreadOf[side], { token, path: `/api/${side}/conversations/unread` });
const reports = (token: string | undefined, query = "") =>
  call(listMessageReports, { token, path: `/api/manage/message-reports${query}` });
const resolve = (token: string | undefined, id: number | string, json: unknown) =>
  call(resolveMessageReport, { token, params: { id: String(id) }, json });

describeOnEachDatabase("message reports and the unread total", ({ db }) => {
  let manager: string;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });

  async function setting() {
    const client = await registeredClient();
    const job = await postedJob(client.token, { title: `Role ${Math.random().toString(36).slice(2, 8)}` });
    const talent = await completeTalent(db());
    const applied = await call(apply, { token: talent.token, json: { job_slug: job.slug } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    return { client, job, talent, applicationId: applied.body.data.id as number };
  }

  it("counts the other side's unread messages over every conversation, and none of one's own", async () => {
    const first = await setting();
    const second = await setting();
    const client = first.client;
    // A second application to the same client's job by another talent.
    const other = await completeTalent(db());
    const again = await call(apply, { token: other.token, json: { job_slug: first.job.slug } });
    expect(again.status).toBe(201);

    expect(unreadTotalSchema.parse((await unread("client", client.token)).body).data.unread).toBe(0);
    await send("talent", first.talent.token, first.applicationId, "One");
    await send("talent", first.talent.token, first.applicationId, "Two");
    await send("talent", other.token, again.body.data.id, "Three");
    await send("talent", second.talent.token, second.applicationId, "Elsewhere"); // another client's
    const reply = await send("client", client.token, first.applicationId, "Reply");

    // The reply raised the client's read position in that conversation: only "Three" is unread now.
    expect((await unread("client", client.token)).body).toEqual({ data: { unread: 1 } });
    expect((await unread("talent", first.talent.token)).body).toEqual({ data: { unread: 1 } });
    const read = await call(clientRead, {
      token: client.token,
      params: { id: String(again.body.data.id) },
      json: { up_to: (await send("talent", other.token, again.body.data.id, "Four")).id },
    });
    expect(read.status).toBe(200);
    expect((await unread("client", client.token)).body.data.unread).toBe(0);
    expect((await unread("talent", first.talent.token)).body.data.unread).toBe(1);
    expect(reply.body).toBe("Reply");
  });

  it("refuses the unread total to the wrong kind, a manager and no token", async () => {
    const { client, talent } = await setting();
    for (const [side, token] of [
      ["talent", client.token],
      ["talent", manager],
      ["talent", undefined],
      ["client", talent.token],
      ["client", manager],
      ["client", undefined],
    ] as const)
      expect((await unread(side, token)).status, `${side} ${token?.slice(0, 4)}`).toBe(401);
  });

  it("files a report of the other side's message, once, and never of one's own or someone else's", async () => {
    const { client, talent, applicationId } = await setting();
    const fromClient = await send("client", client.token, applicationId, "Send me your bank details");
    const fromTalent = await send("talent", talent.token, applicationId, "Why?");

    const filed = await report("talent", talent.token, fromClient.id, { reason: "  Asks for bank details  " });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filedMessageReportSchema.parse(filed.body.data)).toMatchObject({
      message_id: fromClient.id,
      reason: "Asks for bank details",
    });
    expect((await report("talent", talent.token, fromClient.id, { reason: "Again" })).status).toBe(409);
    expect((await report("client", client.token, fromTalent.id, { reason: "Rude" })).status).toBe(201);

    const own = await report("talent", talent.token, fromTalent.id, { reason: "Mine" });
    expect(own.status).toBe(422);
    expect(own.body.errors.message).toBeDefined();
    for (const bad of [{}, { reason: "   " }, { reason: "x".repeat(1001) }, { reason: 3 }, { reason: "ok", extra: 1 }])
      expect(await report("talent", talent.token, fromClient.id, bad).then((r) => r.status), JSON.stringify(bad)).toBe(
        422,
      );

    const strangerTalent = await registeredTalent();
    const strangerClient = await registeredClient();
    expect((await report("talent", strangerTalent.token, fromClient.id, { reason: "x" })).status).toBe(404);
    expect((await report("client", strangerClient.token, fromTalent.id, { reason: "x" })).status).toBe(404);
    for (const id of ["999999999", "0", "abc", "9007199254740993"])
      expect((await report("talent", talent.token, id, { reason: "x" })).status, id).toBe(404);
    for (const [side, token] of [
      ["talent", client.token],
      ["talent", manager],
      ["talent", undefined],
      ["client", talent.token],
      ["client", manager],
    ] as const)
      expect((await report(side, token, fromClient.id, { reason: "x" })).status).toBe(401);
    expect(await db().select().from(messageReports).where(eq(messageReports.messageId, fromClient.id))).toHaveLength(1);
  });

  it("refuses a suspended account's report and messages", async () => {
    const { client, talent, applicationId } = await setting();
    const message = await send("client", client.token, applicationId, "Hello");
    const suspended = await call(suspend, {
      token: manager,
      params: { kind: "talent", id: String(talent.id) },
      json: { reason: "Spam" },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect((await report("talent", talent.token, message.id, { reason: "x" })).status).toBe(401);
    expect((await unread("talent", talent.token)).status).toBe(401);
    const refused = await call(talentSend, {
      token: talent.token,
      params: { id: String(applicationId) },
      json: { body: "Hi" },
    });
    expect(refused.status).toBe(401);
  });

  it("shows managers the report with its conversation, and resolves it by dismissing or suspending the author", async () => {
    const { client, job, talent, applicationId } = await setting();
    const before = [];
    for (const body of ["a", "b", "c", "d"]) before.push(await send("talent", talent.token, applicationId, body));
    const bad = await send("client", client.token, applicationId, "Pay a fee of $200 to continue");
    const after = [];
    for (const body of ["e", "f", "g", "h"]) after.push(await send("talent", talent.token, applicationId, body));
    const filed = (await report("talent", talent.token, bad.id, { reason: "Asks for a fee" })).body.data;
    const second = await send("client", client.token, applicationId, "Another one");
    const filedAgain = (await report("talent", talent.token, second.id, { reason: "Still" })).body.data;

    const listed = await reports(manager);
    expect(listed.status).toBe(200);
    const page = messageReportsPageSchema.parse(listed.body);
    const entry = page.data.find((r) => r.id === filed.id)!;
    expect(entry).toMatchObject({
      reason: "Asks for a fee",
      resolution: null,
      message: { id: bad.id, author: "client", body: "Pay a fee of $200 to continue" },
      author: { kind: "client", id: client.user.id, suspended: false, email: expect.stringContaining("@") },
      reporter: { kind: "talent", id: talent.id, name: "Ada Applicant" },
      application_id: applicationId,
      job: { id: job.id, title: expect.stringMatching(/^Role /), company_name: "Acme" },
    });
    expect(entry.context.map((m) => m.body)).toEqual(["b", "c", "d", "Pay a fee of $200 to continue", "e", "f", "g"]);

    const dismissed = await resolve(manager, filed.id, { resolution: "dismissed" });
    expect(dismissed.status, JSON.stringify(dismissed.body)).toBe(200);
    expect(dismissed.body.data).toMatchObject({ resolution: "dismissed", author: { suspended: false } });
    expect((await resolve(manager, filed.id, { resolution: "dismissed" })).status).toBe(409);
    const open = messageReportsPageSchema.parse((await reports(manager)).body).data.map((r) => r.id);
    expect(open).not.toContain(filed.id);
    const resolved = messageReportsPageSchema.parse((await reports(manager, "?status=resolved")).body).data;
    expect(resolved.map((r) => r.id)).toContain(filed.id);

    const suspended = await resolve(manager, filedAgain.id, { resolution: "author_suspended" });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect(suspended.body.data).toMatchObject({ resolution: "author_suspended", author: { suspended: true } });
    const refused = await call(clientSend, {
      token: client.token,
      params: { id: String(applicationId) },
      json: { body: "x" },
    });
    expect(refused.status).toBe(401);
    const audit = await db().select().from(auditLog).where(eq(auditLog.targetKind, "message_report"));
    expect(audit.map((row) => row.targetId).sort()).toEqual([String(filed.id), String(filedAgain.id)].sort());

    expect((await resolve(manager, 999999999, { resolution: "dismissed" })).status).toBe(404);
    expect((await resolve(manager, filed.id, { resolution: "close" })).status).toBe(422);
    expect((await reports(manager, "?status=bogus")).status).toBe(422);
    for (const token of [talent.token, undefined]) {
      expect((await reports(token)).status).toBe(401);
      expect((await resolve(token, filedAgain.id, { resolution: "dismissed" })).status).toBe(401);
    }
  });
});
