import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as clientInfo } from "@/app/api/client/info/route";
import { POST as clientLogin } from "@/app/api/client/login/route";
import { POST as clientLogout } from "@/app/api/client/logout/route";
import { GET as managerInfo } from "@/app/api/manage/info/route";
import { POST as managerLogin } from "@/app/api/manage/login/route";
import { GET as talentInfo } from "@/app/api/talent/info/route";
import { POST as talentLogin } from "@/app/api/talent/login/route";
import { POST as talentLogout } from "@/app/api/talent/logout/route";
import { createManager } from "@/lib/server/accounts/managers";
import { needsRehash } from "@/lib/server/auth/passwords";
import { hashToken, issueToken, signedInBefore } from "@/lib/server/auth/tokens";
import { apiTokens, talents } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import {
  clientInfoResponseSchema,
  managerInfoResponseSchema,
  talentAuthResponseSchema,
} from "@/lib/validation/accounts";
import { talentInfoResponseSchema } from "@/lib/validation/profile";

import { GOOD_PASSWORD, registeredClient, registeredTalent, uniqueEmail } from "../support/accounts";
import { call } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

describeOnEachDatabase("login, logout and info", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  describe("first session or return", () => {
    it("a sign-up's session is a first visit; a later login's session is a return, of that account only", async () => {
      const talent = await registeredTalent();
      expect(await signedInBefore(db(), "talent", talent.token)).toBe(false);
      const login = await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD } });
      expect(await signedInBefore(db(), "talent", login.body.data.token)).toBe(true);
      expect(await signedInBefore(db(), "talent", talent.token)).toBe(false);

      const client = await registeredClient();
      expect(await signedInBefore(db(), "client", client.token)).toBe(false);
      expect(await signedInBefore(db(), "client", login.body.data.token)).toBe(false);
    });
  });

  describe("POST /api/talent/login and /api/client/login", () => {
    it("answers 200 with the user and a new token, the email matched case-insensitively", async () => {
      const talent = await registeredTalent();
      const { status, body } = await call(talentLogin, {
        form: { email: ` ${talent.email.toUpperCase()} `, password: GOOD_PASSWORD },
      });
      expect(status).toBe(200);
      expect(talentAuthResponseSchema.parse(body).data.user).toMatchObject({ id: talent.user.id, type: "talent" });
      expect(body.data.token).not.toBe(talent.token);
      expect((await call(talentInfo, { token: body.data.token })).status).toBe(200);

      const client = await registeredClient();
      const asClient = await call(clientLogin, { json: { email: client.email, password: GOOD_PASSWORD } });
      expect(asClient.status).toBe(200);
      expect(asClient.body.data.user).toMatchObject({ id: client.user.id, type: "client", company_name: "Acme" });
    });

    it("answers a wrong password and an unknown email identically: 401 'Invalid email or password'", async () => {
      const talent = await registeredTalent();
      const wrong = await call(talentLogin, { form: { email: talent.email, password: "not-the-password" } });
      const unknown = await call(talentLogin, { form: { email: uniqueEmail("nobody"), password: "not-the-password" } });
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ message: "Invalid email or password" });
      }
      expect([...wrong.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
      // A talent's credentials are not a client's: the right password says so, and only the right password.
      const otherKind = await call(clientLogin, { form: { email: talent.email, password: GOOD_PASSWORD } });
      expect(otherKind.status).toBe(409);
      expect(otherKind.body).toMatchObject({ code: "wrong_account_kind", account_kind: "talent" });
      const otherKindWrong = await call(clientLogin, { form: { email: talent.email, password: "not-the-password" } });
      expect(otherKindWrong.status).toBe(401);
    });

    it("takes as long for an unknown email as for a wrong password (a dummy hash is verified)", async () => {
      const talent = await registeredTalent();
      const time = async (email: string) => {
        const started = performance.now();
        await call(talentLogin, { form: { email, password: "not-the-password" } });
        return performance.now() - started;
      };
      await time(uniqueEmail()); // warm-up
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i++) {
        known.push(await time(talent.email));
        unknown.push(await time(uniqueEmail()));
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[3] as number;
      // Without the dummy hash an unknown email answers in a few ms against tens of ms for argon2;
      // the bounds are wide because the machine is shared.
      expect(median(unknown)).toBeGreaterThan(median(known) / 3);
      expect(median(unknown)).toBeLessThan(median(known) * 3);
    });

    it.each([
      [{ password: GOOD_PASSWORD }, "email", "The email field is required."],
      [{ email: "nope", password: GOOD_PASSWORD }, "email", "The email must be a valid email address."],
      [{ email: "a@example.com" }, "password", "The password field is required."],
      [
        { email: "a@example.com", password: "y".repeat(129) },
        "password",
        "The password may not be greater than 128 characters.",
      ],
    ])("rejects %j with 422", async (form, field, message) => {
      const { status, body } = await call(talentLogin, { form });
      expect(status).toBe(422);
      expect(body.errors[field]).toContain(message);
    });

    it("requires the API key", async () => {
      expect((await call(talentLogin, { form: {}, apiKey: null })).body).toEqual({ message: "API key is missing" });
      expect((await call(clientLogin, { form: {}, apiKey: "x" })).body).toEqual({ message: "Invalid API key" });
    });

    it("upgrades a hash made with older parameters on a successful login", async () => {
      const talent = await registeredTalent();
      const weak = await hash(GOOD_PASSWORD, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
      await db().update(talents).set({ passwordHash: weak }).where(eq(talents.id, talent.user.id));
      expect((await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD } })).status).toBe(200);
      const [row] = await db().select().from(talents).where(eq(talents.id, talent.user.id));
      expect(row?.passwordHash).not.toBe(weak);
      expect(needsRehash(row?.passwordHash ?? "")).toBe(false);
      expect((await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD } })).status).toBe(200);
    });
  });

  describe("GET /api/talent/info and /api/client/info", () => {
    it("answers the talent with its (empty) profile", async () => {
      const talent = await registeredTalent({ first_name: "Grace", last_name: "Hopper" });
      const { status, body } = await call(talentInfo, { token: talent.token });
      expect(status).toBe(200);
      const user = talentInfoResponseSchema.parse(body).data;
      expect(user).toMatchObject({ id: talent.user.id, full_name: "Grace Hopper", type: "talent" });
      expect(user.profile).toMatchObject({ headline: null, skills: [], avatar_url: null, resume_url: null });
    });

    it("answers the client", async () => {
      const client = await registeredClient({ hiring_for: "3" });
      const { status, body } = await call(clientInfo, { token: client.token });
      expect(status).toBe(200);
      expect(clientInfoResponseSchema.parse(body).data).toMatchObject({ id: client.user.id, hiring_for: 3 });
    });

    it("refuses a missing, malformed, unknown, foreign-kind, expired or revoked token with 401", async () => {
      const talent = await registeredTalent();
      const client = await registeredClient();
      const expired = await issueToken(db(), "talent", talent.user.id);
      await db()
        .update(apiTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiTokens.tokenHash, hashToken(expired)));
      const revoked = (await registeredTalent()).token;
      expect((await call(talentLogout, { token: revoked })).status).toBe(204);

      const attempts = [
        await call(talentInfo, {}),
        await call(talentInfo, { headers: { authorization: "Basic abc" } }),
        await call(talentInfo, { token: "A".repeat(43) }),
        await call(talentInfo, { token: client.token }),
        await call(clientInfo, { token: talent.token }),
        await call(talentInfo, { token: expired }),
        await call(talentInfo, { token: revoked }),
      ];
      for (const answer of attempts) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ message: "Unauthenticated" });
      }
    });

    it("requires the API key, even with a good token", async () => {
      const talent = await registeredTalent();
      expect((await call(talentInfo, { token: talent.token, apiKey: null })).status).toBe(401);
      expect((await call(talentInfo, { token: talent.token, apiKey: "bad" })).body).toEqual({
        message: "Invalid API key",
      });
    });

    it("ignores an x-middleware-subrequest header", async () => {
      const answer = await call(talentInfo, {
        headers: { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
      });
      expect(answer.status).toBe(401);
    });
  });

  describe("POST /api/talent/logout and /api/client/logout", () => {
    it("revokes only the token used: 204, then that token is refused and others still work", async () => {
      const talent = await registeredTalent();
      const second = await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD } });
      const response = await call(talentLogout, { token: talent.token });
      expect(response.status).toBe(204);
      expect(response.body).toBeNull();
      expect((await call(talentInfo, { token: talent.token })).status).toBe(401);
      expect((await call(talentLogout, { token: talent.token })).status).toBe(401);
      expect((await call(talentInfo, { token: second.body.data.token })).status).toBe(200);
      const [row] = await db().select().from(apiTokens).where(eq(apiTokens.accountId, talent.user.id)).limit(1);
      expect(row?.tokenHash).not.toBe(talent.token);
    });

    it("refuses a missing or other-kind token and a missing API key", async () => {
      const client = await registeredClient();
      const talent = await registeredTalent();
      expect((await call(clientLogout, { method: "POST" })).status).toBe(401);
      expect((await call(clientLogout, { token: talent.token })).status).toBe(401);
      expect((await call(clientLogout, { token: client.token, apiKey: null })).body).toEqual({
        message: "API key is missing",
      });
      expect((await call(clientInfo, { token: client.token })).status).toBe(200);
      expect((await call(clientLogout, { token: client.token })).status).toBe(204);
      expect((await call(clientInfo, { token: client.token })).status).toBe(401);
    });
  });

  describe("managers", () => {
    it("log in with an account made by createManager, and only on the manager paths", async () => {
      const email = uniqueEmail("boss");
      await createManager(db(), { email, first_name: "Mara", last_name: "Ger", password: "a long managerial phrase" });
      const { status, body } = await call(managerLogin, { form: { email, password: "a long managerial phrase" } });
      expect(status).toBe(200);
      expect(body.data.user).toMatchObject({ email, type: "manager", full_name: "Mara Ger" });
      const info = await call(managerInfo, { token: body.data.token });
      expect(managerInfoResponseSchema.parse(info.body).data.email).toBe(email);
      expect((await call(talentInfo, { token: body.data.token })).status).toBe(401);
      const talent = await registeredTalent();
      expect((await call(managerInfo, { token: talent.token })).status).toBe(401);
      expect((await call(managerLogin, { form: { email: talent.email, password: GOOD_PASSWORD } })).status).toBe(401);
      expect((await call(managerInfo, { apiKey: null })).body).toEqual({ message: "API key is missing" });
    });

    it("cannot be created with a common or short password, or twice", async () => {
      const email = uniqueEmail("boss");
      await expect(
        createManager(db(), { email, first_name: "A", last_name: "B", password: "iloveyou" }),
      ).rejects.toThrow(/too common/);
      await expect(createManager(db(), { email, first_name: "A", last_name: "B", password: "short" })).rejects.toThrow(
        /at least 8/,
      );
      await createManager(db(), { email, first_name: "A", last_name: "B", password: "a long managerial phrase" });
      await expect(
        createManager(db(), {
          email: email.toUpperCase(),
          first_name: "A",
          last_name: "B",
          password: "another long phrase",
        }),
      ).rejects.toThrow(/already exists/);
    });
  });
});
