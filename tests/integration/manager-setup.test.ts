import { eq, sql } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";

import { GET as managerInfo } from "@/app/api/manage/info/route";
import { POST as managerLogin } from "@/app/api/manage/login/route";
import { POST as managerLogout } from "@/app/api/manage/logout/route";
import { POST as setup } from "@/app/api/manage/setup/route";
import { hashToken } from "@/lib/server/auth/tokens";
import { auditLog, managerLinks, managers } from "@/lib/server/db/schema";
import {
  announceSetupLink,
  createSetupLinkIfNoManager,
  SETUP_LINK_LIFETIME_MS,
  setupLinkUsable,
} from "@/lib/server/manage/setup-link";

import { registeredTalent, uniqueEmail } from "../support/accounts";
import { call } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

const PASSWORD = "a long managerial phrase";
const person = () => ({
  first_name: "Fay",
  last_name: "First",
  email: uniqueEmail("first.manager"),
  password: PASSWORD,
});
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describeOnEachDatabase("the first manager's setup link", ({ db }) => {
  afterEach(() => vi.restoreAllMocks());

  it("is printed at start while there is no manager, and works exactly once", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await announceSetupLink(db());
    const line = String(log.mock.calls.at(-1)?.[0]);
    const link = line.match(/(https?:\/\/\S+\/admin\/setup\?token=[A-Za-z0-9_-]+)/)?.[1];
    expect(line).toMatch(/^\[setup\] No manager account exists yet/);
    expect(link).toBeDefined();
    const token = tokenOf(link!);
    expect(await setupLinkUsable(db(), token)).toBe(true);
    // Only the hash is stored.
    const [stored] = await db()
      .select()
      .from(managerLinks)
      .where(eq(managerLinks.tokenHash, hashToken(token)));
    expect(stored?.purpose).toBe("setup");
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(SETUP_LINK_LIFETIME_MS - 5_000);

    const first = person();
    const made = await call(setup, { json: { ...first, token } });
    expect(made.status).toBe(201);
    expect(made.body.data.user).toMatchObject({ email: first.email, type: "manager" });
    expect(made.headers.get("set-cookie")).toMatch(/manager_session=[^;]+;.*Path=\/admin.*HttpOnly/i);
    expect((await call(managerInfo, { token: made.body.data.token })).status).toBe(200);

    const again = await call(setup, { json: { ...person(), token } });
    expect(again.status).toBe(410);
    expect(await setupLinkUsable(db(), token)).toBe(false);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "manager.setup"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      managerId: made.body.data.user.id,
      targetKind: "manager",
      targetId: String(made.body.data.user.id),
    });

    // With a manager, nothing more is printed and no new link is made.
    log.mockClear();
    await announceSetupLink(db());
    expect(log).not.toHaveBeenCalled();
    expect(await createSetupLinkIfNoManager(db())).toBeNull();
  });

  it("refuses a second link once the first made a manager, an expired link, and bad input", async () => {
    // The previous test made a manager: a link made before it (another instance's) no longer works.
    const [{ count }] = (await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(managers)) as [{ count: number }];
    expect(count).toBeGreaterThan(0);
    const token = "an-older-instance-setup-token-0123456789";
    await db()
      .insert(managerLinks)
      .values({ tokenHash: hashToken(token), purpose: "setup", expiresAt: new Date(Date.now() + 60_000) });
    const refused = await call(setup, { json: { ...person(), token } });
    expect(refused.status).toBe(410);
    expect(refused.body.message).toMatch(/already exists/);

    const expired = "an-expired-setup-token-0123456789abcdef";
    await db()
      .insert(managerLinks)
      .values({ tokenHash: hashToken(expired), purpose: "setup", expiresAt: new Date(Date.now() - 1000) });
    expect((await call(setup, { json: { ...person(), token: expired } })).status).toBe(410);

    const invalid = await call(setup, { json: { token, first_name: "", email: "not-an-email", password: "short" } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(
      expect.arrayContaining(["first_name", "last_name", "email", "password"]),
    );
  });

  it("manager login sets the console's cookie and logout clears it; other tokens are refused", async () => {
    const [manager] = await db().select().from(managers).limit(1);
    const login = await call(managerLogin, { form: { email: manager!.email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.headers.get("set-cookie")).toMatch(/manager_session=[^;]+;.*Path=\/admin/i);
    const out = await call(managerLogout, { token: login.body.data.token });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(/manager_session=;.*Max-Age=0/i);
    expect((await call(managerInfo, { token: login.body.data.token })).status).toBe(401);

    const talent = await registeredTalent();
    expect((await call(managerInfo, { token: talent.token })).status).toBe(401);
  });
});
