import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";

import { GET as clientInfo } from "@/app/api/client/info/route";
import { POST as clientLogin } from "@/app/api/client/login/route";
import { GET as jobsList } from "@/app/api/jobs/route";
import { POST as endSessions } from "@/app/api/manage/accounts/[kind]/[id]/end-sessions/route";
import { POST as reinstate } from "@/app/api/manage/accounts/[kind]/[id]/reinstate/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { GET as accountsList } from "@/app/api/manage/accounts/route";
import { GET as talentInfo } from "@/app/api/talent/info/route";
import { POST as talentLogin } from "@/app/api/talent/login/route";
import { buildAuthOptions } from "@/lib/server/auth/next-auth-options";
import { accountForToken } from "@/lib/server/auth/session-accounts";
import { auditLog, clients, jobs, talents } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { accountsPageSchema, suspensionResponseSchema } from "@/lib/validation/manage-accounts";

import { GOOD_PASSWORD, registeredClient, registeredManager, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { companyIdOfClient, postedJob } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

const SUSPENDED = "This account is suspended. Please contact support.";

describeOnEachDatabase("manager accounts console", ({ db }) => {
  let manager: string;
  beforeAll(async () => {
    vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-0123456789abcdef");
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });

  const search = (query: Record<string, string>, token = manager) =>
    call(accountsList, { token, path: `/api/manage/accounts?${new URLSearchParams(query)}` });
  const act = (route: typeof suspend, kind: string, id: number | string, json?: unknown, token = manager) =>
    call(route, { token, params: { kind, id: String(id) }, ...(json === undefined ? { method: "POST" } : { json }) });
  const auditRows = (action: string, kind: string, id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetKind, kind), eq(auditLog.targetId, String(id))));
  const board = async () =>
    (await call(jobsList, { path: "/api/jobs?per_page=50" })).body as {
      data: { slug: string }[];
      meta: { total: number };
    };

  it("finds talent and clients by first, last and full name and by email, case-insensitively", async () => {
    const tag = crypto.randomBytes(4).toString("hex");
    const talent = await registeredTalent({
      first_name: `Quinta${tag}`,
      last_name: "Marlowe",
      email: `quinta.${tag}@example.com`,
    });
    const client = await registeredClient({
      first_name: "Rufus",
      last_name: `Okafor${tag}`,
      company_name: "Okafor Labs",
    });

    const byFirst = await search({ q: `QUINTA${tag.toUpperCase()}` });
    expect(byFirst.status).toBe(200);
    accountsPageSchema.parse(byFirst.body);
    expect(byFirst.body.data).toEqual([
      expect.objectContaining({
        kind: "talent",
        id: talent.user.id,
        name: `Quinta${tag} Marlowe`,
        email: talent.email,
        email_verified: false,
        suspended_at: null,
        vetting_stage: null,
      }),
    ]);
    expect(byFirst.body.meta).toEqual({ page: 1, per_page: 20, total: 1, last_page: 1 });

    const byFull = await search({ q: `rufus okafor${tag}` });
    expect(byFull.body.data).toEqual([
      expect.objectContaining({ kind: "client", id: client.user.id, company_name: "Okafor Labs", open_jobs: 0 }),
    ]);
    const byEmail = await search({ q: client.email.toUpperCase() });
    expect(byEmail.body.data.map((a: { id: number }) => a.id)).toEqual([client.user.id]);
    const byLast = await search({ q: `okafor${tag}`, kind: "talent" });
    expect(byLast.body.data).toEqual([]);
    const both = await search({ q: tag });
    expect(both.body.data.map((a: { kind: string }) => a.kind).sort()).toEqual(["client", "talent"]);
  });

  it("takes % and _ in the search literally", async () => {
    const odd = await registeredTalent({ first_name: "Per%cent_Ann", last_name: "Lit" });
    await registeredTalent({ first_name: "PerXcentYAnn", last_name: "Lit" });
    expect((await search({ q: "per%cent_ann" })).body.data.map((a: { id: number }) => a.id)).toEqual([odd.user.id]);
    expect((await search({ q: "%" })).body.data.map((a: { id: number }) => a.id)).toEqual([odd.user.id]);
    expect((await search({ q: "r_a" })).body.data).toEqual([]);
  });

  it("pages, newest first, filters by kind and status, and refuses a bad filter with 422", async () => {
    const tag = crypto.randomBytes(4).toString("hex");
    const rows = Array.from({ length: 23 }, (_, i) => ({
      firstName: `Pager${tag}`,
      lastName: `No${i}`,
      email: `pager.${i}.${tag}@example.com`,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      ...(i % 2 === 0 ? { suspendedAt: new Date() } : {}),
    }));
    await db().insert(talents).values(rows);
    const first = await search({ q: tag });
    expect(first.body.meta).toEqual({ page: 1, per_page: 20, total: 23, last_page: 2 });
    expect(first.body.data[0]).toMatchObject({ name: `Pager${tag} No22` });
    const second = await search({ q: tag, page: "2" });
    expect(second.body.data.map((a: { name: string }) => a.name)).toEqual([
      `Pager${tag} No2`,
      `Pager${tag} No1`,
      `Pager${tag} No0`,
    ]);
    expect((await search({ q: tag, status: "suspended" })).body.meta.total).toBe(12);
    expect((await search({ q: tag, status: "active" })).body.meta.total).toBe(11);
    expect((await search({ q: tag, kind: "client" })).body.meta.total).toBe(0);
    const bad = await search({ kind: "manager", status: "gone", page: "0" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["kind", "page", "status"]);
  });

  it("suspending a client kills its tokens, refuses its login, and takes its open and in-review jobs off the board", async () => {
    const client = await registeredClient({ company_name: "Suspense Co" });
    const open = await postedJob(client.token, { title: "Open job of a suspended client" });
    const waiting = await postedJob(client.token, { title: "Job in review of a suspended client" });
    const draft = await postedJob(client.token, { title: "Draft of a suspended client", publish: false });
    await db().update(jobs).set({ status: "pending_review" }).where(eq(jobs.id, waiting.id));
    const before = await board();
    expect(before.data.map((j) => j.slug)).toContain(open.slug);
    expect((await search({ q: client.email })).body.data[0]).toMatchObject({ open_jobs: 1 });

    const done = await act(suspend, "client", client.user.id, { reason: "Scam reports" });
    expect(done.status).toBe(200);
    suspensionResponseSchema.parse(done.body);
    expect(done.body.data).toMatchObject({ kind: "client", id: client.user.id, jobs: [open.id, waiting.id] });

    expect((await call(clientInfo, { token: client.token })).status).toBe(401);
    expect(await accountForToken(db(), "client", client.token)).toBeNull();
    const login = await call(clientLogin, { form: { email: client.email, password: GOOD_PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(SUSPENDED);
    // A wrong password still answers as for anyone: the refusal reveals nothing without the password.
    expect((await call(clientLogin, { form: { email: client.email, password: "not the password" } })).status).toBe(401);

    const after = await board();
    expect(after.data.map((j) => j.slug)).not.toContain(open.slug);
    expect(after.meta.total).toBe(before.meta.total - 1);
    const stored = await db()
      .select({ id: jobs.id, status: jobs.status, flag: jobs.closedBySuspension })
      .from(jobs)
      .where(eq(jobs.companyId, await companyIdOfClient(db(), client.user.id)))
      .orderBy(jobs.id);
    expect(stored).toEqual([
      { id: open.id, status: "closed", flag: true },
      { id: waiting.id, status: "closed", flag: true },
      { id: draft.id, status: "draft", flag: false },
    ]);
    const listed = (await search({ q: client.email, status: "suspended" })).body.data;
    expect(listed).toEqual([
      expect.objectContaining({ id: client.user.id, open_jobs: 0, suspended_at: done.body.data.suspended_at }),
    ]);

    const audit = await auditRows("account.suspend", "client", client.user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toEqual({
      suspended_at: null,
      jobs: [
        { id: open.id, status: "open" },
        { id: waiting.id, status: "pending_review" },
      ],
    });
    expect(audit[0]!.after).toMatchObject({ reason: "Scam reports", revoked_tokens: 1 });

    const again = await act(suspend, "client", client.user.id, { reason: "Twice" });
    expect(again.status).toBe(409);
    expect(await auditRows("account.suspend", "client", client.user.id)).toHaveLength(1);

    const back = await act(reinstate, "client", client.user.id);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ suspended_at: null, jobs: [open.id, waiting.id] });
    const restored = await db()
      .select({ id: jobs.id, status: jobs.status, flag: jobs.closedBySuspension })
      .from(jobs)
      .where(eq(jobs.companyId, await companyIdOfClient(db(), client.user.id)))
      .orderBy(jobs.id);
    expect(restored).toEqual([
      { id: open.id, status: "open", flag: false },
      { id: waiting.id, status: "pending_review", flag: false },
      { id: draft.id, status: "draft", flag: false },
    ]);
    const reopened = await board();
    expect(reopened.data.map((j) => j.slug)).toContain(open.slug);
    expect(reopened.meta.total).toBe(before.meta.total);
    expect((await call(clientLogin, { form: { email: client.email, password: GOOD_PASSWORD } })).status).toBe(200);
    expect(await auditRows("account.reinstate", "client", client.user.id)).toHaveLength(1);
    expect((await act(reinstate, "client", client.user.id)).status).toBe(409);
    expect(await auditRows("account.reinstate", "client", client.user.id)).toHaveLength(1);
  });

  it("suspending a talent kills its tokens and refuses its login until reinstated", async () => {
    const talent = await registeredTalent();
    const done = await act(suspend, "talent", talent.user.id, { reason: "Fake identity" });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ kind: "talent", jobs: [] });
    expect((await call(talentInfo, { token: talent.token })).status).toBe(401);
    expect(await accountForToken(db(), "talent", talent.token)).toBeNull();
    const refused = await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SUSPENDED);
    expect((await act(reinstate, "talent", talent.user.id)).status).toBe(200);
    expect((await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD } })).status).toBe(200);
    expect(await auditRows("account.suspend", "talent", talent.user.id)).toHaveLength(1);
    expect(await auditRows("account.reinstate", "talent", talent.user.id)).toHaveLength(1);
  });

  it("end-sessions revokes every token; the account can log in again", async () => {
    const talent = await registeredTalent();
    const second = (await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD } })).body.data
      .token as string;
    const ended = await act(endSessions, "talent", talent.user.id);
    expect(ended.status).toBe(200);
    expect(ended.body.data).toEqual({ kind: "talent", id: talent.user.id, ended_sessions: 2 });
    expect((await call(talentInfo, { token: talent.token })).status).toBe(401);
    expect((await call(talentInfo, { token: second })).status).toBe(401);
    expect((await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD } })).status).toBe(200);
    const audit = await auditRows("account.end_sessions", "talent", talent.user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toEqual({ count: 2 });
  });

  it("refuses bad input, unknown accounts and wrong kinds", async () => {
    const talent = await registeredTalent();
    expect((await act(suspend, "talent", talent.user.id, { reason: "  " })).status).toBe(422);
    expect((await act(suspend, "talent", talent.user.id, { reason: "x".repeat(501) })).status).toBe(422);
    expect((await act(suspend, "talent", talent.user.id, {})).status).toBe(422);
    expect((await act(suspend, "manager", 1, { reason: "No" })).status).toBe(404);
    expect((await act(suspend, "talents", talent.user.id, { reason: "No" })).status).toBe(404);
    expect((await act(suspend, "client", 999_999, { reason: "No" })).status).toBe(404);
    expect((await act(reinstate, "talent", "abc")).status).toBe(404);
    expect((await act(endSessions, "client", 999_999)).status).toBe(404);
    expect(await auditRows("account.suspend", "talent", talent.user.id)).toHaveLength(0);
  });

  it("answers 401 to talent and client tokens on every call", async () => {
    const talent = await registeredTalent();
    const client = await registeredClient();
    for (const token of [talent.token, client.token]) {
      expect((await search({}, token)).status).toBe(401);
      expect((await act(suspend, "talent", talent.user.id, { reason: "No" }, token)).status).toBe(401);
      expect((await act(reinstate, "talent", talent.user.id, undefined, token)).status).toBe(401);
      expect((await act(endSessions, "client", client.user.id, undefined, token)).status).toBe(401);
    }
    expect((await call(talentInfo, { token: talent.token })).status).toBe(200);
  });

  it("refuses Google sign-in to a suspended account", async () => {
    const client = await registeredClient();
    await db().update(clients).set({ emailVerifiedAt: new Date() }).where(eq(clients.id, client.user.id));
    expect(
      (
        await call(suspend, {
          token: manager,
          params: { kind: "client", id: String(client.user.id) },
          json: { reason: "Test" },
        })
      ).status,
    ).toBe(200);
    const signIn = buildAuthOptions({ secure: false }).callbacks!.signIn!;
    const account = { provider: "google", type: "oauth", providerAccountId: "3" } as never;
    expect(await signIn({ account, profile: { email: client.email, email_verified: true } } as never)).toBe(
      "/login?error=AccountSuspended",
    );
  });
});
