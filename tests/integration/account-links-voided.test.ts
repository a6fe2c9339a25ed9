import { beforeAll, describe, expect, it } from "vitest";

import { POST as reset } from "@/app/api/auth/password/reset/route";
import { POST as clientConfirm } from "@/app/api/client/email/confirm-change/route";
import { POST as clientLogoutAll } from "@/app/api/client/logout-all/route";
import { POST as clientPassword } from "@/app/api/client/password/route";
import { POST as talentConfirm } from "@/app/api/talent/email/confirm-change/route";
import { POST as talentVerify } from "@/app/api/talent/email/verify/route";
import { POST as talentLogoutAll } from "@/app/api/talent/logout-all/route";
import { POST as talentPassword } from "@/app/api/talent/password/route";
import type { MemberKind } from "@/lib/accounts/kinds";
import { createLink, type LinkPurpose } from "@/lib/server/accounts/account-links";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { suspendAccount } from "@/lib/server/manage/account-suspension";

import { GOOD_PASSWORD, registeredManager, uniqueEmail, verifiedClient, verifiedTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

const NEW_PASSWORD = "copper-lantern-77";
const CONFIRM = { talent: talentConfirm, client: clientConfirm };

type Account = { email: string; token: string; user: { id: number } };

// A password change, a confirmed email change, a password reset and "log out everywhere" each void the account's
// outstanding single-use links (docs/security.md says which): a mail found later in an inbox opens nothing.
describeOnEachDatabase("links a change of credentials voids", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  /** A live link of `purpose` for the account, as its mail would carry it. */
  const link = (kind: MemberKind, account: Account, purpose: LinkPurpose, email = account.email) =>
    createLink(db(), { purpose, kind, accountId: account.user.id, email });

  const useReset = (token: string) => call(reset, { json: { token, password: "brand-new-phrase-9" } });
  const useEmailChange = (kind: MemberKind, token: string) => call(CONFIRM[kind], { json: { token } });

  describe.each([
    ["talent", verifiedTalent, talentPassword],
    ["client", verifiedClient, clientPassword],
  ] as const)("a %s", (kind, account, changePassword) => {
    it("changing the password voids reset and email-change links, not a verification link", async () => {
      const me = await account();
      const resetToken = await link(kind, me, "reset_password");
      const changeToken = await link(kind, me, "change_email", uniqueEmail("attacker"));
      const verifyToken = await link(kind, me, "verify_email");
      const changed = await call(changePassword, {
        token: me.token,
        json: { current_password: GOOD_PASSWORD, password: NEW_PASSWORD },
      });
      expect(changed.status).toBe(200);
      expect((await useReset(resetToken)).status).toBe(410);
      expect((await useEmailChange(kind, changeToken)).status).toBe(410);
      if (kind === "talent") expect((await call(talentVerify, { json: { token: verifyToken } })).status).toBe(200);
    });

    it("logging out everywhere voids reset and email-change links, of this account only", async () => {
      const me = await account();
      const other = await account();
      const resetToken = await link(kind, me, "reset_password");
      const changeToken = await link(kind, me, "change_email", uniqueEmail("attacker"));
      const othersReset = await link(kind, other, "reset_password");
      const logoutAll = kind === "talent" ? talentLogoutAll : clientLogoutAll;
      expect((await call(logoutAll, { token: me.token })).status).toBe(204);
      expect((await useReset(resetToken)).status).toBe(410);
      expect((await useEmailChange(kind, changeToken)).status).toBe(410);
      expect((await useReset(othersReset)).status).toBe(200);
    });

    it("confirming an email change voids the reset and verification links sent to the old address", async () => {
      const me = await account();
      const resetToken = await link(kind, me, "reset_password");
      const verifyToken = await link(kind, me, "verify_email");
      const newEmail = uniqueEmail("moved");
      const changeToken = await link(kind, me, "change_email", newEmail);
      expect((await useEmailChange(kind, changeToken)).status).toBe(200);
      expect((await useReset(resetToken)).status).toBe(410);
      if (kind === "talent") expect((await call(talentVerify, { json: { token: verifyToken } })).status).toBe(410);
    });

    it("a password reset voids a pending email change", async () => {
      const me = await account();
      const changeToken = await link(kind, me, "change_email", uniqueEmail("attacker"));
      expect((await useReset(await link(kind, me, "reset_password"))).status).toBe(200);
      expect((await useEmailChange(kind, changeToken)).status).toBe(410);
    });
  });

  it("refuses log out everywhere to the other kind's token, no token and a suspended account (401)", async () => {
    const talent = await verifiedTalent();
    const client = await verifiedClient();
    expect((await call(clientLogoutAll, { token: talent.token })).status).toBe(401);
    expect((await call(talentLogoutAll, { token: client.token })).status).toBe(401);
    expect((await call(talentLogoutAll, {})).status).toBe(401);
    const resetToken = await link("client", client, "reset_password");
    const manager = await registeredManager(db());
    await suspendAccount(db(), manager.user.id, { kind: "client", id: client.user.id }, "Spam");
    expect((await call(clientLogoutAll, { token: client.token })).status).toBe(401);
    // The refused call voided nothing: the link still works (a suspension is lifted by a manager, not a reset).
    expect((await useReset(resetToken)).status).toBe(200);
  });
});
