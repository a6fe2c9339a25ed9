import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as managerInfo } from "@/app/api/manage/info/route";
import { POST as accept } from "@/app/api/manage/invites/accept/route";
import { POST as invite } from "@/app/api/manage/invites/route";
import { POST as managerLogin } from "@/app/api/manage/login/route";
import { GET as managersList } from "@/app/api/manage/managers/route";
import { hashToken } from "@/lib/server/auth/tokens";
import { auditLog, mailOutbox, managerLinks } from "@/lib/server/db/schema";
import { inviteResponseSchema, managersResponseSchema } from "@/lib/validation/manage-accounts";

import { registeredClient, registeredManager, registeredTalent, uniqueEmail } from "../support/accounts";
import { call } from "../support/api-client";
import { deliveredMail } from "../support/outbox";
import { describeOnEachDatabase } from "../support/test-db";

const PASSWORD = "a long managerial phrase";
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describeOnEachDatabase("manager invitations", ({ db }) => {
  let inviter: Awaited<ReturnType<typeof registeredManager>>;
  beforeAll(async () => {
    inviter = await registeredManager(db());
  });

  const send = (email: string, token = inviter.token) => call(invite, { token, json: { email } });
  const join = (token: string, extra: Record<string, string> = {}) =>
    call(accept, { json: { token, first_name: "Nina", last_name: "Newcomer", password: PASSWORD, ...extra } });

  it("sends a single-use link that makes a signed-in manager once", async () => {
    const email = uniqueEmail("invited");
    const sent = await send(email);
    expect(sent.status).toBe(201);
    inviteResponseSchema.parse(sent.body);
    const { link, expires_at } = sent.body.data;
    expect(link).toMatch(/\/admin\/invite\?token=[A-Za-z0-9_-]{40,}$/);
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    const token = tokenOf(link);
    const [stored] = await db()
      .select()
      .from(managerLinks)
      .where(eq(managerLinks.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({ purpose: "invite", email, invitedBy: inviter.user.id, usedAt: null });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "manager_invite")));
    expect(mail?.text).toContain(link.replace(token, "[redacted]"));
    expect(mail?.text).not.toContain(token);
    expect((await deliveredMail(db(), email, "manager_invite"))?.text).toContain(link);
    expect(mail?.text).toContain("Mana Ger invited you");

    const pending = await call(managersList, { token: inviter.token });
    managersResponseSchema.parse(pending.body);
    expect(pending.body.data.invitations).toContainEqual(
      expect.objectContaining({ email, invited_by: "Mana Ger", expires_at }),
    );

    // The form sends the invitation's address too: it is ignored, the invitation's own is used.
    const joined = await join(token, { email: "someone.else@example.com" });
    expect(joined.status).toBe(201);
    expect(joined.body.data.user).toMatchObject({ email, first_name: "Nina", type: "manager" });
    expect(joined.headers.get("set-cookie")).toMatch(/manager_session=[^;]+;.*Path=\/admin.*HttpOnly/i);
    expect((await call(managerInfo, { token: joined.body.data.token })).status).toBe(200);
    expect((await call(managerLogin, { form: { email, password: PASSWORD } })).status).toBe(200);

    const again = await join(token);
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/expired or was already used/);

    const after = (await call(managersList, { token: inviter.token })).body.data;
    expect(after.managers).toContainEqual(expect.objectContaining({ email, name: "Nina Newcomer" }));
    expect(after.invitations.map((i: { email: string }) => i.email)).not.toContain(email);

    const invited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "manager.invite"), eq(auditLog.targetId, String(stored!.id))));
    expect(invited).toHaveLength(1);
    expect(invited[0]).toMatchObject({ managerId: inviter.user.id, targetKind: "manager_link" });
    const joinedRows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "manager.join"), eq(auditLog.targetId, String(joined.body.data.user.id))));
    expect(joinedRows).toHaveLength(1);
    expect(joinedRows[0]!.managerId).toBe(joined.body.data.user.id);
  });

  it("refuses an expired link (410), an existing manager's email (422) and bad input (422)", async () => {
    const expired = "an-expired-invitation-token-0123456789";
    await db()
      .insert(managerLinks)
      .values({
        tokenHash: hashToken(expired),
        purpose: "invite",
        email: uniqueEmail("late"),
        expiresAt: new Date(Date.now() - 1000),
      });
    expect((await join(expired)).status).toBe(410);
    const setupLink = "a-setup-link-is-not-an-invitation-0123";
    await db()
      .insert(managerLinks)
      .values({ tokenHash: hashToken(setupLink), purpose: "setup", expiresAt: new Date(Date.now() + 60_000) });
    expect((await join(setupLink)).status).toBe(410);

    const taken = await send(inviter.email.toUpperCase());
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ["A manager with this email already exists."] });
    expect((await send("not-an-email")).status).toBe(422);

    const fresh = tokenOf((await send(uniqueEmail("weak"))).body.data.link);
    const weak = await join(fresh, { password: "short", first_name: "" });
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.errors).sort()).toEqual(["first_name", "password"]);
    // A refused form leaves the link usable.
    expect((await join(fresh)).status).toBe(201);
  });

  it("answers 401 to talent and client tokens", async () => {
    const talent = await registeredTalent();
    const client = await registeredClient();
    for (const token of [talent.token, client.token]) {
      expect((await send(uniqueEmail("nope"), token)).status).toBe(401);
      expect((await call(managersList, { token })).status).toBe(401);
    }
  });
});
