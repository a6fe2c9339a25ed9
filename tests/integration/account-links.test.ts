import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { POST as forgot } from "@/app/api/auth/password/forgot/route";
import { POST as reset } from "@/app/api/auth/password/reset/route";
import { POST as clientResend } from "@/app/api/client/email/resend-verification/route";
import { POST as clientVerify } from "@/app/api/client/email/verify/route";
import { GET as clientInfo } from "@/app/api/client/info/route";
import { POST as talentResend } from "@/app/api/talent/email/resend-verification/route";
import { POST as talentVerify } from "@/app/api/talent/email/verify/route";
import { GET as talentInfo } from "@/app/api/talent/info/route";
import { POST as talentLogin } from "@/app/api/talent/login/route";
import { accountForGoogle, GoogleAttachRefused } from "@/lib/server/auth/session-accounts";
import { hashToken } from "@/lib/server/auth/tokens";
import { accountTokens, mailOutbox, talents } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import type { Db } from "@/lib/server/db/types";

import { GOOD_PASSWORD, registeredClient, registeredTalent, uniqueEmail } from "../support/accounts";
import { call } from "../support/api-client";
import { expectDocumented } from "../support/openapi-check";
import { deliveredMail } from "../support/outbox";
import { describeOnEachDatabase } from "../support/test-db";

const NEW_PASSWORD = "copper-lantern-77";

/** The token of the newest link of `kind` mailed to `to`, read from the outbox as the mail's reader would. */
async function mailedToken(db: Db, to: string, kind: "verify_email" | "reset_password"): Promise<string> {
  const row = await deliveredMail(db, to, kind);
  const match = row?.text.match(/[?&]token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no ${kind} mail to ${to}`);
  return match[1];
}

const mailCount = async (db: Db, to: string) =>
  (await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, to))).length;

const expire = (db: Db, token: string) =>
  db
    .update(accountTokens)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(accountTokens.tokenHash, hashToken(token)));

describeOnEachDatabase("verification and reset links", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  describe("verify email", () => {
    it("a sign-up queues a verification mail whose link verifies the account once", async () => {
      const talent = await registeredTalent();
      expect(talent.user.email_verified).toBe(false);
      const token = await mailedToken(db(), talent.email, "verify_email");

      const first = await call(talentVerify, { json: { token } });
      expect(first.status).toBe(200);
      expectDocumented("post", "/api/talent/email/verify", 200, first.body);
      expect((await call(talentInfo, { token: talent.token })).body.data.email_verified).toBe(true);

      const again = await call(talentVerify, { json: { token } });
      expect(again.status).toBe(410);
      expect(again.body.message).toMatch(/expired or was already used/);
      expectDocumented("post", "/api/talent/email/verify", 410, again.body);
    });

    it("refuses an expired, unknown or other-kind link with 410 and a missing token with 422", async () => {
      const client = await registeredClient();
      const token = await mailedToken(db(), client.email, "verify_email");
      expect((await call(talentVerify, { json: { token } })).status).toBe(410);
      await expire(db(), token);
      expect((await call(clientVerify, { json: { token } })).status).toBe(410);
      expect((await call(clientVerify, { json: { token: "no-such-token" } })).status).toBe(410);
      const missing = await call(clientVerify, { json: {} });
      expect(missing.status).toBe(422);
      expect(missing.body.errors.token).toEqual(["The token field is required."]);
      expect((await call(clientInfo, { token: client.token })).body.data.email_verified).toBe(false);
    });

    it("verifies only while the link's address is still the account's email", async () => {
      const talent = await registeredTalent();
      const token = await mailedToken(db(), talent.email, "verify_email");
      await db()
        .update(talents)
        .set({ email: uniqueEmail("moved") })
        .where(eq(talents.id, talent.user.id));
      const answer = await call(talentVerify, { json: { token } });
      expect(answer.status).toBe(410);
      expect(answer.body.message).toMatch(/no longer your account's email/);
      expect((await call(talentInfo, { token: talent.token })).body.data.email_verified).toBe(false);
    });

    it("resends up to 3 times an hour, then 429; 409 once verified; 401 without a token", async () => {
      const talent = await registeredTalent();
      for (let i = 0; i < 3; i++) {
        const answer = await call(talentResend, { token: talent.token });
        expect(answer.status).toBe(202);
        expectDocumented("post", "/api/talent/email/resend-verification", 202, answer.body);
      }
      expect(await mailCount(db(), talent.email)).toBe(4);
      const limited = await call(talentResend, { token: talent.token });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/Too many verification emails/);

      const client = await registeredClient();
      await call(clientVerify, { json: { token: await mailedToken(db(), client.email, "verify_email") } });
      const verified = await call(clientResend, { token: client.token });
      expect(verified.status).toBe(409);
      expect(verified.body.message).toBe("Your email is already verified.");
      expect((await call(clientResend, {})).status).toBe(401);
    });
  });

  describe("password reset", () => {
    it("answers an unknown email exactly like a known one, and mails only the known one", async () => {
      const talent = await registeredTalent();
      const unknown = uniqueEmail("nobody");
      const known = await call(forgot, { json: { email: talent.email, type: "talent" } });
      const stranger = await call(forgot, { json: { email: unknown, type: "talent" } });
      const otherKind = await call(forgot, { json: { email: talent.email, type: "client" } });
      expect(known.status).toBe(202);
      expectDocumented("post", "/api/auth/password/forgot", 202, known.body);
      for (const answer of [stranger, otherKind]) {
        expect(answer.status).toBe(known.status);
        expect(answer.body).toEqual(known.body);
      }
      expect(await mailCount(db(), unknown)).toBe(0);
      expect(await mailedToken(db(), talent.email, "reset_password")).toBeTruthy();
    });

    it("sets the new password, ends every session, verifies the email, and works once", async () => {
      const talent = await registeredTalent();
      const other = await call(talentLogin, { json: { email: talent.email, password: GOOD_PASSWORD } });
      await call(forgot, { json: { email: talent.email, type: "talent" } });
      const token = await mailedToken(db(), talent.email, "reset_password");

      const weak = await call(reset, { json: { token, password: "short" } });
      expect(weak.status).toBe(422);
      expect(weak.body.errors.password[0]).toMatch(/at least 8 characters/);
      const common = await call(reset, { json: { token, password: "password1" } });
      expect(common.body.errors.password).toEqual(["This password is too common. Please choose a less common one."]);

      const done = await call(reset, { json: { token, password: NEW_PASSWORD } });
      expect(done.status).toBe(200);
      expectDocumented("post", "/api/auth/password/reset", 200, done.body);
      expect((await call(talentInfo, { token: talent.token })).status).toBe(401);
      expect((await call(talentInfo, { token: other.body.data.token })).status).toBe(401);
      expect((await call(talentLogin, { json: { email: talent.email, password: GOOD_PASSWORD } })).status).toBe(401);
      const login = await call(talentLogin, { json: { email: talent.email, password: NEW_PASSWORD } });
      expect(login.status).toBe(200);
      expect(login.body.data.user.email_verified).toBe(true);

      const again = await call(reset, { json: { token, password: "another-fine-phrase" } });
      expect(again.status).toBe(410);
      expect(again.body.message).toMatch(/expired or was already used/);
      expectDocumented("post", "/api/auth/password/reset", 410, again.body);
    });

    it("refuses an expired link, and a newer link makes older unused ones useless", async () => {
      const client = await registeredClient();
      await call(forgot, { json: { email: client.email, type: "client" } });
      const older = await mailedToken(db(), client.email, "reset_password");
      await call(forgot, { json: { email: client.email, type: "client" } });
      const newer = await mailedToken(db(), client.email, "reset_password");
      expect(newer).not.toBe(older);
      expect((await call(reset, { json: { token: older, password: NEW_PASSWORD } })).status).toBe(410);
      await expire(db(), newer);
      expect((await call(reset, { json: { token: newer, password: NEW_PASSWORD } })).status).toBe(410);
      expect((await call(clientInfo, { token: client.token })).status).toBe(200);
    });

    it("limits requests per client address with 429, and mails an address at most 3 times an hour", async () => {
      const talent = await registeredTalent();
      const from = (address: string) => ({ headers: { "x-client-address": address } });
      for (let i = 0; i < 5; i++) {
        expect(
          (await call(forgot, { json: { email: talent.email, type: "talent" }, ...from("10.0.0.7") })).status,
        ).toBe(202);
      }
      // 3 reset mails plus the sign-up's verification mail.
      expect(await mailCount(db(), talent.email)).toBe(4);
      for (let i = 0; i < 5; i++)
        await call(forgot, { json: { email: uniqueEmail(), type: "talent" }, ...from("10.0.0.8") });
      const limited = await call(forgot, { json: { email: talent.email, type: "talent" }, ...from("10.0.0.8") });
      expect(limited.status).toBe(202);
      for (let i = 0; i < 5; i++)
        await call(forgot, { json: { email: uniqueEmail(), type: "talent" }, ...from("10.0.0.8") });
      const blocked = await call(forgot, { json: { email: uniqueEmail(), type: "talent" }, ...from("10.0.0.8") });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toBeTruthy();
    });

    it("answers 422 with clear messages for a bad email or type", async () => {
      const answer = await call(forgot, { json: { email: "not-an-email", type: "manager" } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.email).toEqual(["The email must be a valid email address."]);
      expect(answer.body.errors.type).toEqual(["The type must be talent or client."]);
    });
  });

  describe("Google sign-in", () => {
    it("is refused for an unverified password account, attaches once it is verified", async () => {
      const talent = await registeredTalent();
      await expect(accountForGoogle(db(), { email: talent.email })).rejects.toBeInstanceOf(GoogleAttachRefused);
      await call(talentVerify, { json: { token: await mailedToken(db(), talent.email, "verify_email") } });
      const account = await accountForGoogle(db(), { email: talent.email.toUpperCase() });
      expect(account).toMatchObject({ id: `talent:${talent.user.id}`, kind: "talent" });
    });

    it("creates a new account marked verified", async () => {
      const email = uniqueEmail("google");
      const account = await accountForGoogle(db(), { email, given_name: "Gail", family_name: "Oogle" });
      const info = await call(talentInfo, { token: account.apiToken });
      expect(info.body.data).toMatchObject({ email, email_verified: true, full_name: "Gail Oogle" });
    });
  });
});
