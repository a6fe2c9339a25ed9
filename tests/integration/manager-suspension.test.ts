import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as managerInfo } from "@/app/api/manage/info/route";
import { POST as revokeInvite } from "@/app/api/manage/invites/[id]/revoke/route";
import { POST as acceptInvite } from "@/app/api/manage/invites/accept/route";
import { POST as invite } from "@/app/api/manage/invites/route";
import { POST as managerLogin } from "@/app/api/manage/login/route";
import { POST as endSessions } from "@/app/api/manage/managers/[id]/end-sessions/route";
import { POST as reinstate } from "@/app/api/manage/managers/[id]/reinstate/route";
import { POST as suspend } from "@/app/api/manage/managers/[id]/suspend/route";
import { GET as managersList } from "@/app/api/manage/managers/route";
import { GET as readSettings, PUT as saveSettings } from "@/app/api/manage/notifications/route";
import { LAST_ACTIVE_MANAGER_MESSAGE } from "@/lib/content/manage-accounts";
import { auditLog, managerLinks, managers } from "@/lib/server/db/schema";
import { invitationEmail } from "@/lib/server/manage/manager-invites";

import { registeredClient, registeredManager, registeredTalent, uniqueEmail } from "../support/accounts";
import { call } from "../support/api-client";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

type Manager = Awaited<ReturnType<typeof registeredManager>>;
const PASSWORD = "a long managerial phrase";
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const idOf = (manager: Manager) => String(manager.user.id);

describeOnEachDatabase("suspending managers and revoking invitations", ({ db }) => {
  const suspendAs = (actor: Manager, target: Manager | string, reason = "Left the team") =>
    call(suspend, {
      token: actor.token,
      params: { id: typeof target === "string" ? target : idOf(target) },
      json: { reason },
    });
  const login = (manager: Manager) => call(managerLogin, { form: { email: manager.email, password: PASSWORD } });
  const audits = (action: string, targetId: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
  /** Leaves only `keep` active, as a console whose other managers are suspended. */
  const onlyActive = (keep: Manager[]) =>
    db()
      .update(managers)
      .set({ suspendedAt: new Date() })
      .where(and(isNull(managers.suspendedAt), ...keep.map((manager) => ne(managers.id, manager.user.id))));

  let lead: Manager;
  beforeAll(async () => {
    lead = await registeredManager(db());
  });

  it("suspends a manager: its sessions end, it cannot sign in, its pending invitations stop working; audited", async () => {
    const other = await registeredManager(db());
    const invited = await call(invite, { token: other.token, json: { email: uniqueEmail("their-pick") } });
    const inviteToken = tokenOf(invited.body.data.link);

    const { status, body } = await suspendAs(lead, other);
    expect(status).toBe(200);
    expectDocumented("post", "/api/manage/managers/{id}/suspend", 200, body);
    expect(body.data).toMatchObject({ id: other.user.id, suspended_at: expect.any(String) });
    expect(body.data.revoked_invitations).toHaveLength(1);

    expect((await call(managerInfo, { token: other.token })).status).toBe(401);
    expect((await login(other)).status).toBe(403);
    expect(await invitationEmail(db(), inviteToken)).toBeNull();
    const joined = await call(acceptInvite, {
      json: { token: inviteToken, first_name: "Sock", last_name: "Puppet", password: PASSWORD },
    });
    expect(joined.status).toBe(410);

    const [entry] = await audits("manager.suspend", idOf(other));
    expect(entry).toMatchObject({
      managerId: lead.user.id,
      targetKind: "manager",
      after: { reason: "Left the team", revoked_tokens: 1, revoked_invitations: body.data.revoked_invitations },
    });
    const listed = await call(managersList, { token: lead.token });
    expectDocumented("get", "/api/manage/managers", 200, listed.body);
    expect(listed.body.data.managers).toContainEqual(
      expect.objectContaining({ id: other.user.id, suspended_at: body.data.suspended_at }),
    );

    expect((await suspendAs(lead, other)).status).toBe(409);
    const back = await call(reinstate, { token: lead.token, params: { id: idOf(other) } });
    expect(back.status).toBe(200);
    expectDocumented("post", "/api/manage/managers/{id}/reinstate", 200, back.body);
    expect(back.body.data).toMatchObject({ id: other.user.id, suspended_at: null });
    expect(await audits("manager.reinstate", idOf(other))).toHaveLength(1);
    expect((await login(other)).status).toBe(200);
    // The old session stays ended, and so does the invitation.
    expect((await call(managerInfo, { token: other.token })).status).toBe(401);
    expect(await invitationEmail(db(), inviteToken)).toBeNull();
    expect((await call(reinstate, { token: lead.token, params: { id: idOf(other) } })).status).toBe(409);
  });

  it("ends every session of a manager; audited", async () => {
    const other = await registeredManager(db());
    const second = (await login(other)).body.data.token as string;
    const { status, body } = await call(endSessions, { token: lead.token, params: { id: idOf(other) } });
    expect(status).toBe(200);
    expectDocumented("post", "/api/manage/managers/{id}/end-sessions", 200, body);
    expect(body.data).toEqual({ id: other.user.id, ended_sessions: 2 });
    for (const token of [other.token, second]) expect((await call(managerInfo, { token })).status).toBe(401);
    expect(await audits("manager.end_sessions", idOf(other))).toEqual([
      expect.objectContaining({ managerId: lead.user.id, after: { count: 2 } }),
    ]);
    expect((await login(other)).status).toBe(200);
  });

  it("revokes a pending invitation: its link answers as invalid; a second revocation is 409; audited", async () => {
    const email = uniqueEmail("withdrawn");
    const sent = await call(invite, { token: lead.token, json: { email } });
    const token = tokenOf(sent.body.data.link);
    const pending = (await call(managersList, { token: lead.token })).body.data.invitations;
    const { id } = pending.find((i: { email: string }) => i.email === email);

    const revoked = await call(revokeInvite, { token: lead.token, params: { id: String(id) } });
    expect(revoked.status).toBe(200);
    expectDocumented("post", "/api/manage/invites/{id}/revoke", 200, revoked.body);
    expect(revoked.body.data).toMatchObject({ id, email, revoked_at: expect.any(String) });
    const [row] = await db().select().from(managerLinks).where(eq(managerLinks.id, id));
    expect(row).toMatchObject({ revokedBy: lead.user.id, usedAt: null });

    const joined = await call(acceptInvite, {
      json: { token, first_name: "Late", last_name: "Comer", password: PASSWORD },
    });
    expect(joined.status).toBe(410);
    expect(joined.body.message).toMatch(/revoked/);
    expect(await invitationEmail(db(), token)).toBeNull();
    const after = (await call(managersList, { token: lead.token })).body.data.invitations;
    expect(after.map((i: { email: string }) => i.email)).not.toContain(email);

    expect((await call(revokeInvite, { token: lead.token, params: { id: String(id) } })).status).toBe(409);
    for (const unknown of ["999999999", "0", "abc", "9007199254740993"])
      expect((await call(revokeInvite, { token: lead.token, params: { id: unknown } })).status, unknown).toBe(404);
    expect(await audits("manager.revoke_invite", String(id))).toEqual([
      expect.objectContaining({ managerId: lead.user.id, targetKind: "manager_link" }),
    ]);
  });

  it("refuses talent, clients, suspended managers and bad input on every new call, and on the notification settings", async () => {
    const target = await registeredManager(db());
    const suspended = await registeredManager(db());
    const suspendedToken = suspended.token;
    expect((await suspendAs(lead, suspended)).status).toBe(200);
    const talent = await registeredTalent();
    const client = await registeredClient();
    const params = { id: idOf(target) };
    for (const token of [talent.token, client.token, suspendedToken, "not-a-real-token-at-all"]) {
      expect((await call(suspend, { token, params, json: { reason: "x" } })).status).toBe(401);
      expect((await call(reinstate, { token, params })).status).toBe(401);
      expect((await call(endSessions, { token, params })).status).toBe(401);
      expect((await call(revokeInvite, { token, params: { id: "1" } })).status).toBe(401);
      expect((await call(managersList, { token })).status).toBe(401);
      expect((await call(readSettings, { token })).status).toBe(401);
      expect((await call(saveSettings, { token, json: { queue_digest: "off" } })).status).toBe(401);
    }
    // The suspended manager cannot come back in by signing in again either.
    expect((await login(suspended)).status).toBe(403);
    expect((await suspendAs(lead, target, "")).status).toBe(422);
    expect((await call(suspend, { token: lead.token, params })).status).toBe(422);
    for (const id of ["999999", "abc", "2147483648"]) {
      expect((await suspendAs(lead, id)).status, id).toBe(404);
      expect((await call(reinstate, { token: lead.token, params: { id } })).status, id).toBe(404);
      expect((await call(endSessions, { token: lead.token, params: { id } })).status, id).toBe(404);
    }
    expect((await call(managerInfo, { token: target.token })).status).toBe(200);
  });

  it("never suspends the last active manager, not even at its own request: 409 with the reason", async () => {
    await onlyActive([lead]);
    const self = await suspendAs(lead, lead);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(LAST_ACTIVE_MANAGER_MESSAGE);
    expect((await call(managerInfo, { token: lead.token })).status).toBe(200);
    const [row] = await db().select().from(managers).where(eq(managers.id, lead.user.id));
    expect(row!.suspendedAt).toBeNull();
  });

  it("leaves at least one manager active when the last two suspend each other at once", async () => {
    const other = await registeredManager(db());
    await onlyActive([lead, other]);
    const answers = await Promise.all([suspendAs(lead, other), suspendAs(other, lead)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const active = await db()
      .select({ id: managers.id })
      .from(managers)
      .where(and(isNull(managers.suspendedAt), inArray(managers.id, [lead.user.id, other.user.id])));
    expect(active).toHaveLength(1);
    // Whoever is left cannot step down either.
    const survivor = active[0]!.id === lead.user.id ? lead : other;
    expect((await suspendAs(survivor, survivor)).status).toBe(409);
  });
});
