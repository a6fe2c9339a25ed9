import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as mailRetryRoute } from "@/app/api/manage/mail/[id]/retry/route";
import { GET as mailDetailRoute } from "@/app/api/manage/mail/[id]/route";
import { GET as mailListRoute } from "@/app/api/manage/mail/route";
import { auditLog, mailOutbox } from "@/lib/server/db/schema";
import type { Db } from "@/lib/server/db/types";
import { enqueueMail } from "@/lib/server/mail/outbox";

import { registeredClient, registeredManager, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

const queue = (db: Db, to: string, subject: string, url = "http://localhost:3000/verify-email?token=abc") =>
  db.transaction((tx) =>
    enqueueMail(tx, {
      to,
      kind: "test",
      content: { subject, greeting: "Hi,", paragraphs: ["Please confirm."], action: { label: "Open it", url } },
    }),
  );

describeOnEachDatabase("manager mail log", ({ db }) => {
  let manager: Awaited<ReturnType<typeof registeredManager>>;
  let ids: { first: number; parked: number; sent: number; last: number };

  beforeAll(async () => {
    manager = await registeredManager(db());
    await db().delete(mailOutbox);
    const first = await queue(db(), "ada@example.com", "Verify your email");
    const parked = await queue(db(), "bounce@example.com", "Your application moved");
    const sent = await queue(
      db(),
      "grace@example.com",
      "Reset your password 50%_off",
      "http://localhost:3000/reset-password?token=xyz",
    );
    const last = await queue(db(), "linus@example.com", "New applicant");
    await db()
      .update(mailOutbox)
      .set({ status: "parked", attempts: 8, lastError: "550 Mailbox unavailable" })
      .where(eq(mailOutbox.id, parked));
    await db()
      .update(mailOutbox)
      .set({ status: "sent", attempts: 1, sentAt: new Date() })
      .where(eq(mailOutbox.id, sent));
    ids = { first, parked, sent, last };
  });

  const list = async (query = "") => {
    const { status, body } = await call(mailListRoute, { token: manager.token, path: `/api/manage/mail${query}` });
    expect(status).toBe(200);
    expectDocumented("get", "/api/manage/mail", 200, body);
    return body;
  };

  it("lists messages newest first with their status and the counts per status", async () => {
    const body = await list();
    expect(body.data.map((m: { id: number }) => m.id)).toEqual([ids.last, ids.sent, ids.parked, ids.first]);
    expect(body.meta).toMatchObject({
      page: 1,
      total: 4,
      last_page: 1,
      counts: { all: 4, parked: 1, pending: 2, sent: 1 },
    });
    expect(body.data[2]).toMatchObject({
      recipient: "bounce@example.com",
      subject: "Your application moved",
      kind: "test",
      status: "parked",
      attempts: 8,
      last_error: "550 Mailbox unavailable",
      sent_at: null,
    });
    expect(body.data[1].sent_at).toEqual(expect.any(String));
  });

  it("filters by status and searches recipient or subject, wildcards taken literally", async () => {
    expect((await list("?status=parked")).data.map((m: { id: number }) => m.id)).toEqual([ids.parked]);
    expect((await list("?status=pending")).data.map((m: { id: number }) => m.id)).toEqual([ids.last, ids.first]);
    expect((await list("?q=GRACE")).data.map((m: { id: number }) => m.id)).toEqual([ids.sent]);
    expect((await list("?q=verify")).data.map((m: { id: number }) => m.id)).toEqual([ids.first]);
    expect((await list("?q=50%25_")).data.map((m: { id: number }) => m.id)).toEqual([ids.sent]);
    expect((await list("?q=%25")).data.map((m: { id: number }) => m.id)).toEqual([ids.sent]);
    const searched = await list("?q=example.com&status=sent");
    expect(searched.meta.counts).toEqual({ all: 4, parked: 1, pending: 2, sent: 1 });
    expect(searched.meta.total).toBe(1);
    for (const query of ["?status=failed", "?page=0"]) {
      expect(
        (await call(mailListRoute, { token: manager.token, path: `/api/manage/mail${query}` })).status,
        query,
      ).toBe(422);
    }
  });

  it("shows one message with its text part and the links in it; unknown ids are 404", async () => {
    const { status, body } = await call(mailDetailRoute, { token: manager.token, params: { id: String(ids.sent) } });
    expect(status).toBe(200);
    expectDocumented("get", "/api/manage/mail/{id}", 200, body);
    expect(body.data.text).toContain("http://localhost:3000/reset-password?token=xyz");
    expect(body.data.links).toContain("http://localhost:3000/reset-password?token=xyz");
    for (const id of ["999999", "abc"])
      expect((await call(mailDetailRoute, { token: manager.token, params: { id } })).status).toBe(404);
  });

  it("puts a parked message back to pending with its attempts reset and one audit row; anything else is 409", async () => {
    const { status, body } = await call(mailRetryRoute, { token: manager.token, params: { id: String(ids.parked) } });
    expect(status).toBe(200);
    expectDocumented("post", "/api/manage/mail/{id}/retry", 200, body);
    expect(body.data).toMatchObject({ id: ids.parked, status: "pending", attempts: 0 });
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, ids.parked));
    expect(row).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "mail.retry"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      managerId: manager.user.id,
      targetKind: "mail",
      targetId: String(ids.parked),
      before: { status: "parked", attempts: 8, last_error: "550 Mailbox unavailable" },
      after: { status: "pending", attempts: 0 },
    });

    for (const id of [ids.parked, ids.sent, ids.first]) {
      const again = await call(mailRetryRoute, { token: manager.token, params: { id: String(id) } });
      expect(again.status).toBe(409);
    }
    expect((await call(mailRetryRoute, { token: manager.token, params: { id: "999999" } })).status).toBe(404);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "mail.retry"))).toHaveLength(1);
  });

  it("answers 401 to talent and client tokens on every call", async () => {
    const talent = await registeredTalent();
    const client = await registeredClient();
    for (const token of [talent.token, client.token, undefined]) {
      expect((await call(mailListRoute, { token, path: "/api/manage/mail" })).status).toBe(401);
      expect((await call(mailDetailRoute, { token, params: { id: String(ids.first) } })).status).toBe(401);
      expect((await call(mailRetryRoute, { token, params: { id: String(ids.parked) } })).status).toBe(401);
    }
  });
});
