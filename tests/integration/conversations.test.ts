import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as clientRead } from "@/app/api/client/applications/[id]/messages/read/route";
import { GET as clientMessages, POST as clientSend } from "@/app/api/client/applications/[id]/messages/route";
import { GET as clientInbox } from "@/app/api/client/conversations/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { POST as talentRead } from "@/app/api/talent/applications/[id]/messages/read/route";
import { GET as talentMessages, POST as talentSend } from "@/app/api/talent/applications/[id]/messages/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import { GET as talentInbox } from "@/app/api/talent/conversations/route";
import { conversations, messages } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import {
  clientInboxSchema,
  messageSchema,
  messagesPageSchema,
  talentInboxSchema,
} from "@/lib/validation/conversations";

import { registeredClient, registeredManager, registeredTalent } from "../support/accounts";
import { call, callProxy } from "../support/api-client";
import { completeTalent, postedJob } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

type Side = "talent" | "client";
const handlers = {
  talent: { list: talentMessages, send: talentSend, read: talentRead, inbox: talentInbox },
  client: { list: clientMessages, send: clientSend, read: clientRead, inbox: clientInbox },
};

const list = (side: Side, token: string | undefined, id: number | string, query = "") =>
  call(handlers[side].list, {
    token,
    params: { id: String(id) },
    path: `/api/${side}/applications/${id}/messages${query}`,
  });
const send = (side: Side, token: string | undefined, id: number | string, body: unknown, key?: string) =>
  call(handlers[side].send, {
    token,
    params: { id: String(id) },
    json: { body },
    headers: key === undefined ? {} : { "idempotency-key": key },
  });
const read = (side: Side, token: string | undefined, id: number | string, upTo: unknown) =>
  call(handlers[side].read, { token, params: { id: String(id) }, json: { up_to: upTo } });
const inbox = (side: Side, token: string | undefined, query = "") =>
  call(handlers[side].inbox, { token, path: `/api/${side}/conversations${query}` });

describeOnEachDatabase("conversations", ({ db }) => {
  let manager: string;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });

  /** A client's job and a complete talent's application to it. */
  async function setting(client?: { token: string; user: { id: number } }) {
    const owner = client ?? (await registeredClient());
    const job = await postedJob(owner.token, { title: `Role ${Math.random().toString(36).slice(2, 8)}` });
    const talent = await completeTalent(db());
    const applied = await call(apply, { token: talent.token, json: { job_slug: job.slug } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    return { client: owner, job, talent, applicationId: applied.body.data.id as number };
  }

  it("lets both sides write, read the conversation and mark it read, which never moves back", async () => {
    const { client, job, talent, applicationId: id } = await setting();

    const first = await send("talent", talent.token, id, "Hello! Happy to talk.");
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const hello = messageSchema.parse(first.body.data);
    expect(hello).toMatchObject({ author: "talent", body: "Hello! Happy to talk." });

    const clientView = await inbox("client", client.token);
    expect(clientView.status).toBe(200);
    const [card] = clientInboxSchema.parse(clientView.body).data;
    expect(card).toMatchObject({
      application: { id, stage: "applied", job: { id: job.id, title: expect.stringMatching(/^Role /) } },
      talent: { id: talent.id, name: "Ada Applicant", handle: expect.any(String), avatar_url: expect.any(String) },
      last_message: hello,
      unread: 1,
    });
    const [own] = talentInboxSchema.parse((await inbox("talent", talent.token)).body).data;
    expect(own).toMatchObject({ unread: 0, company: { name: "Acme" }, last_message: { id: hello.id } });

    const page = await list("client", client.token, id);
    expect(page.status).toBe(200);
    expect(messagesPageSchema.parse(page.body)).toEqual({
      data: [hello],
      read_up_to: { talent: hello.id, client: null },
      has_more: false,
    });

    const marked = await read("client", client.token, id, hello.id);
    expect(marked.status).toBe(200);
    expect(marked.body.data).toEqual({ talent: hello.id, client: hello.id });
    expect((await inbox("client", client.token)).body.data[0].unread).toBe(0);

    const reply = await send("client", client.token, id, "  <b>Hi Ada</b>, when are you free?\n");
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ author: "client", body: "<b>Hi Ada</b>, when are you free?" }); // as given, trimmed
    expect((await inbox("talent", talent.token)).body.data[0]).toMatchObject({
      unread: 1,
      last_message: { id: reply.body.data.id },
    });

    const talentPage = await list("talent", talent.token, id);
    expect(talentPage.body.data.map((m: { id: number }) => m.id)).toEqual([hello.id, reply.body.data.id]);
    expect((await read("talent", talent.token, id, reply.body.data.id)).body.data.talent).toBe(reply.body.data.id);
    const back = await read("talent", talent.token, id, hello.id);
    expect(back.status).toBe(200);
    expect(back.body.data).toEqual({ talent: reply.body.data.id, client: reply.body.data.id }); // the reply moved the client's too
    expect((await inbox("talent", talent.token)).body.data[0].unread).toBe(0);
  });

  it("refuses the wrong kind, a manager and no token with 401, and someone else's application with 404", async () => {
    const { client, talent, applicationId: id } = await setting();
    const message = (await send("talent", talent.token, id, "Mine")).body.data;
    const otherTalent = await registeredTalent();
    const otherClient = await registeredClient();
    const statuses: Record<string, number> = {};
    for (const side of ["talent", "client"] as const) {
      const wrongKind = side === "talent" ? client.token : talent.token;
      const stranger = side === "talent" ? otherTalent.token : otherClient.token;
      for (const [who, token] of [
        ["wrong kind", wrongKind],
        ["manager", manager],
        ["none", undefined],
        ["stranger", stranger],
      ] as const) {
        statuses[`${side} list ${who}`] = (await list(side, token, id)).status;
        statuses[`${side} send ${who}`] = (await send(side, token, id, "Hello")).status;
        statuses[`${side} read ${who}`] = (await read(side, token, id, message.id)).status;
        statuses[`${side} inbox ${who}`] = (await inbox(side, token)).status;
      }
      const own = side === "talent" ? talent.token : client.token;
      for (const bad of ["9007199254740993", "0", "abc", "999999999"]) {
        statuses[`${side} list ${bad}`] = (await list(side, own, bad)).status;
        statuses[`${side} send ${bad}`] = (await send(side, own, bad, "Hello")).status;
        statuses[`${side} read ${bad}`] = (await read(side, own, bad, message.id)).status;
      }
    }
    const expected = Object.fromEntries(
      Object.keys(statuses).map((name) => [
        name,
        /stranger$/.test(name) ? (/inbox/.test(name) ? 200 : 404) : /wrong kind|manager|none/.test(name) ? 401 : 404,
      ]),
    );
    expect(statuses).toEqual(expected);
    expect((await inbox("talent", otherTalent.token)).body.data).toEqual([]);
    expect((await inbox("client", otherClient.token)).body.data).toEqual([]);
    expect(await db().select().from(messages).where(eq(messages.applicationId, id))).toHaveLength(1);
  });

  it("stops a suspended account's messages: its token no longer works", async () => {
    const { client, talent, applicationId: id } = await setting();
    expect((await send("client", client.token, id, "Before")).status).toBe(201);
    const suspended = await call(suspend, {
      token: manager,
      params: { kind: "client", id: String(client.user.id) },
      json: { reason: "Scam reports" },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect((await send("client", client.token, id, "After")).status).toBe(401);
    expect((await list("client", client.token, id)).status).toBe(401);
    expect((await inbox("client", client.token)).status).toBe(401);
    expect((await list("talent", talent.token, id)).body.data.map((m: { body: string }) => m.body)).toEqual(["Before"]);
  });

  it("answers 422 for an empty or too long message, a bad key, and a read position outside the conversation", async () => {
    const { talent, applicationId: id } = await setting();
    const other = await setting();
    const elsewhere = (await send("talent", other.talent.token, other.applicationId, "Elsewhere")).body.data;
    expect((await send("talent", talent.token, id, " \n\t ")).status).toBe(422);
    expect((await send("talent", talent.token, id, "x".repeat(5001))).status).toBe(422);
    expect((await send("talent", talent.token, id, 42)).status).toBe(422);
    expect((await send("talent", talent.token, id, "ok", "has space")).status).toBe(422);
    expect((await send("talent", talent.token, id, "x".repeat(5000))).status).toBe(201);
    expect((await send("talent", talent.token, id, ` ${"y".repeat(5000)} `)).status).toBe(201); // trimmed first

    const refused = await read("talent", talent.token, id, elsewhere.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.up_to).toBeDefined();
    for (const bad of ["x", -1, 0, 1.5, null])
      expect((await read("talent", talent.token, id, bad)).status, String(bad)).toBe(422);
    expect((await read("talent", talent.token, id, 999_999_999)).status).toBe(422);
    for (const query of ["?before=zzz", "?before=-1", "?before=99999999999999999999"]) {
      expect((await list("talent", talent.token, id, query)).status, query).toBe(422);
      expect((await inbox("talent", talent.token, query)).status, query).toBe(422);
    }
  });

  it("answers 429 past 30 messages a minute per sender, without counting a retried send", async () => {
    const { talent, applicationId: id } = await setting();
    for (let n = 1; n <= 30; n++)
      expect((await send("talent", talent.token, id, `Message ${n}`, `key-${n}`)).status, `message ${n}`).toBe(201);
    const limited = await send("talent", talent.token, id, "One too many");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const retried = await send("talent", talent.token, id, "Message 30", "key-30");
    expect(retried.status).toBe(201);
    expect(await db().select().from(messages).where(eq(messages.applicationId, id))).toHaveLength(30);
  });

  it("creates one message for a send retried with the same Idempotency-Key, even twice at once", async () => {
    const { client, talent, applicationId: id } = await setting();
    const first = await send("client", client.token, id, "Are you available?", "retry-1");
    const again = await send("client", client.token, id, "Are you available?", "retry-1");
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await send("client", client.token, id, "Other words", "retry-1")).status).toBe(422);
    expect((await send("talent", talent.token, id, "Same key, other sender", "retry-1")).status).toBe(201);

    const racing = await Promise.all([
      send("talent", talent.token, id, "Sent twice at once", "race"),
      send("talent", talent.token, id, "Sent twice at once", "race"),
    ]);
    expect(racing.map((answer) => answer.status)).toEqual([201, 201]);
    expect(racing[0]!.body.data).toEqual(racing[1]!.body.data);
    const rows = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.applicationId, id), eq(messages.idempotencyKey, "race")));
    expect(rows).toHaveLength(1);
    expect((await list("talent", talent.token, id)).body.data).toHaveLength(3);
  });

  it("pages older messages with `before`, oldest first within a page", async () => {
    const { talent, client, applicationId: id } = await setting();
    const rows = await db()
      .insert(messages)
      .values(
        Array.from({ length: 55 }, (_, n) => ({
          applicationId: id,
          authorKind: n % 2 ? ("client" as const) : ("talent" as const),
          authorId: n % 2 ? client.user.id : talent.id,
          body: `Message ${n + 1}`,
        })),
      )
      .returning({ id: messages.id });
    await db().insert(conversations).values({ applicationId: id, lastMessageId: rows[54]!.id });

    const newest = messagesPageSchema.parse((await list("talent", talent.token, id)).body);
    expect(newest.data).toHaveLength(50);
    expect(newest.data[0]!.body).toBe("Message 6");
    expect(newest.data[49]!.body).toBe("Message 55");
    expect(newest.has_more).toBe(true);
    const older = messagesPageSchema.parse(
      (await list("talent", talent.token, id, `?before=${newest.data[0]!.id}`)).body,
    );
    expect(older.data.map((m) => m.body)).toEqual(["Message 1", "Message 2", "Message 3", "Message 4", "Message 5"]);
    expect(older.has_more).toBe(false);
    expect((await inbox("talent", talent.token)).body.data[0].unread).toBe(27); // the client's of the 55
  });

  it("lists conversations by last activity with each one's unread count", async () => {
    const client = await registeredClient();
    const a = await setting(client);
    const b = await setting(client);
    await send("talent", a.talent.token, a.applicationId, "A1");
    await send("talent", b.talent.token, b.applicationId, "B1");
    await send("talent", b.talent.token, b.applicationId, "B2");
    const ids = async () => {
      const answer = clientInboxSchema.parse((await inbox("client", client.token)).body);
      expect(answer.meta.next_before).toBeNull();
      return answer.data.map((c) => [c.application.id, c.unread, c.last_message.body]);
    };
    expect(await ids()).toEqual([
      [b.applicationId, 2, "B2"],
      [a.applicationId, 1, "A1"],
    ]);
    await send("client", client.token, a.applicationId, "Reply to A");
    expect(await ids()).toEqual([
      [a.applicationId, 0, "Reply to A"],
      [b.applicationId, 2, "B2"],
    ]);
    const older = clientInboxSchema.parse(
      (
        await inbox(
          "client",
          client.token,
          `?before=${(await list("client", client.token, a.applicationId)).body.data[1].id}`,
        )
      ).body,
    );
    expect(older.data.map((c) => c.application.id)).toEqual([b.applicationId]);
    // An application without a message is not in the inbox yet.
    const quiet = await setting(client);
    expect((await ids()).map(([appId]) => appId)).not.toContain(quiet.applicationId);
  });

  it("answers 405 for a method the new routes do not serve", async () => {
    const answers = await Promise.all(
      [
        ["DELETE", "/api/talent/applications/1/messages"],
        ["GET", "/api/client/applications/1/messages/read"],
        ["POST", "/api/talent/conversations"],
      ].map(async ([method, path]) => (await callProxy({ method, path })).status),
    );
    expect(answers).toEqual([405, 405, 405]);
  });
});
