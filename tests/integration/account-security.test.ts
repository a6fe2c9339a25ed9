import { beforeAll, describe, expect, it } from "vitest";

import { GET as clientInfo } from "@/app/api/client/info/route";
import { POST as clientLogin } from "@/app/api/client/login/route";
import { POST as clientLogoutAll } from "@/app/api/client/logout-all/route";
import { POST as clientPassword } from "@/app/api/client/password/route";
import { GET as talentInfo } from "@/app/api/talent/info/route";
import { POST as talentLogin } from "@/app/api/talent/login/route";
import { POST as talentLogoutAll } from "@/app/api/talent/logout-all/route";
import { POST as talentPassword } from "@/app/api/talent/password/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { GOOD_PASSWORD, registeredClient, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

const NEW_PASSWORD = "amber-compass-58";

const signIn = async (login: typeof talentLogin, email: string, password: string) =>
  call(login, { form: { email, password } });

describeOnEachDatabase("password change and log out everywhere", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  describe("change password", () => {
    it("refuses a wrong current password with 422 on current_password and keeps the old one", async () => {
      const talent = await registeredTalent();
      const answer = await call(talentPassword, {
        token: talent.token,
        json: { current_password: "not-the-password", password: NEW_PASSWORD },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.current_password).toEqual(["The current password is incorrect."]);
      expectDocumented("post", "/api/talent/password", 422, answer.body);
      expect((await signIn(talentLogin, talent.email, GOOD_PASSWORD)).status).toBe(200);
      expect((await signIn(talentLogin, talent.email, NEW_PASSWORD)).status).toBe(401);
    });

    it("applies the sign-up rules to the new password", async () => {
      const client = await registeredClient();
      const short = await call(clientPassword, {
        token: client.token,
        json: { current_password: GOOD_PASSWORD, password: "short" },
      });
      expect(short.status).toBe(422);
      expect(short.body.errors.password).toEqual(["The password must be at least 8 characters."]);
      const common = await call(clientPassword, {
        token: client.token,
        json: { current_password: GOOD_PASSWORD, password: "password1" },
      });
      expect(common.status).toBe(422);
      expect(common.body.errors.password).toEqual(["This password is too common. Please choose a less common one."]);
      expect((await signIn(clientLogin, client.email, GOOD_PASSWORD)).status).toBe(200);
    });

    it("changes the password and ends every other session, keeping the one used", async () => {
      const talent = await registeredTalent();
      const other = (await signIn(talentLogin, talent.email, GOOD_PASSWORD)).body.data.token as string;
      const answer = await call(talentPassword, {
        token: talent.token,
        json: { current_password: GOOD_PASSWORD, password: NEW_PASSWORD },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.message).toBe("Password changed. Other devices were signed out.");
      expectDocumented("post", "/api/talent/password", 200, answer.body);

      expect((await call(talentInfo, { token: other })).status).toBe(401);
      expect((await call(talentInfo, { token: talent.token })).status).toBe(200);
      expect((await signIn(talentLogin, talent.email, GOOD_PASSWORD)).status).toBe(401);
      expect((await signIn(talentLogin, talent.email, NEW_PASSWORD)).status).toBe(200);
    });

    it("works for a recruiter too", async () => {
      const client = await registeredClient();
      const other = (await signIn(clientLogin, client.email, GOOD_PASSWORD)).body.data.token as string;
      const answer = await call(clientPassword, {
        token: client.token,
        json: { current_password: GOOD_PASSWORD, password: NEW_PASSWORD },
      });
      expect(answer.status).toBe(200);
      expectDocumented("post", "/api/client/password", 200, answer.body);
      expect((await call(clientInfo, { token: other })).status).toBe(401);
      expect((await call(clientInfo, { token: client.token })).status).toBe(200);
      expect((await signIn(clientLogin, client.email, NEW_PASSWORD)).status).toBe(200);
    });

    it("limits the attempts per account", async () => {
      const talent = await registeredTalent();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const answer = await call(talentPassword, {
          token: talent.token,
          json: { current_password: "wrong-guess", password: NEW_PASSWORD },
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe("log out everywhere", () => {
    it("revokes every token of the account, the one used included", async () => {
      const talent = await registeredTalent();
      const other = (await signIn(talentLogin, talent.email, GOOD_PASSWORD)).body.data.token as string;
      const answer = await call(talentLogoutAll, { token: talent.token });
      expect(answer.status).toBe(204);
      expect((await call(talentInfo, { token: talent.token })).status).toBe(401);
      expect((await call(talentInfo, { token: other })).status).toBe(401);
      expect((await signIn(talentLogin, talent.email, GOOD_PASSWORD)).status).toBe(200);
    });

    it("works for a recruiter and leaves other accounts signed in", async () => {
      const client = await registeredClient();
      const bystander = await registeredClient();
      expect((await call(clientLogoutAll, { token: client.token })).status).toBe(204);
      expect((await call(clientInfo, { token: client.token })).status).toBe(401);
      expect((await call(clientInfo, { token: bystander.token })).status).toBe(200);
    });
  });

  it("answers 401 without a bearer token or with a token of the other kind", async () => {
    const talent = await registeredTalent();
    const body = { current_password: GOOD_PASSWORD, password: NEW_PASSWORD };
    expect((await call(talentPassword, { json: body })).status).toBe(401);
    expect((await call(clientPassword, { token: talent.token, json: body })).status).toBe(401);
    expect((await call(talentLogoutAll, {})).status).toBe(401);
    expect((await call(clientLogoutAll, { token: talent.token })).status).toBe(401);
    expect((await call(talentInfo, { token: talent.token })).status).toBe(200);
  });
});
