import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { POST as reset } from "@/app/api/auth/password/reset/route";
import { POST as clientLogin } from "@/app/api/client/login/route";
import { POST as managerLogin } from "@/app/api/manage/login/route";
import { POST as talentLogin } from "@/app/api/talent/login/route";
import { createLink } from "@/lib/server/accounts/account-links";
import { createManager } from "@/lib/server/accounts/managers";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { GOOD_PASSWORD, registeredClient, registeredTalent, uniqueEmail } from "../support/accounts";
import { call } from "../support/api-client";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

// The login limits at their defaults (the shared setup raises them for other files).
for (const name of ["RATE_LIMIT_LOGIN_FAILURES", "RATE_LIMIT_LOGIN_ACCOUNT", "RATE_LIMIT_LOGIN_IP"]) {
  delete process.env[name];
}
delete process.env.TRUST_PROXY_HOPS;

const ACCOUNT_CEILING = 30;
const NEW_PASSWORD = "copper-lantern-77";
const MANAGER_PASSWORD = "a long managerial phrase";

let ipCounter = 0;
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

type Handler = typeof talentLogin;
type Attempt = { password: string; ip?: string; cookie?: string };

function loginAs(handler: Handler, email: string) {
  return ({ password, ip = freshIp(), cookie }: Attempt) =>
    call(handler, {
      form: { email, password },
      headers: { "x-client-address": ip, ...(cookie ? { cookie } : {}) },
    });
}

/** The `known_device=…` pair a login answer set, ready to send back as a Cookie header. */
function knownDeviceCookie(headers: Headers): string {
  const pair = headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((p) => p.startsWith("known_device="));
  if (!pair) throw new Error(`no known_device cookie in ${headers.getSetCookie().join(" | ")}`);
  return pair;
}

/** Wrong passwords from as many addresses, so no per-client limit meets them: only the account's ceiling does. */
async function failFromManyAddresses(attempt: ReturnType<typeof loginAs>, times: number) {
  for (let i = 0; i < times; i++) expect((await attempt({ password: `wrong-guess-${i}` })).status).toBe(401);
}

describeOnEachDatabase("logins", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe("no one locks another out", () => {
    it("lets the owner in from a known address or browser while a stranger holds the account's slow queue", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2034-01-01T00:00:00Z"));
      const talent = await registeredTalent();
      const attempt = loginAs(talentLogin, talent.email);
      const home = freshIp();
      const first = await attempt({ password: GOOD_PASSWORD, ip: home });
      expect(first.status).toBe(200);
      const cookie = knownDeviceCookie(first.headers);
      expect(first.headers.getSetCookie().join(";")).toMatch(/HttpOnly/i);
      expect(first.headers.getSetCookie().join(";")).toMatch(/Path=\/api/i);

      // The 31st failure passes the slow queue and opens a wait that the next unknown client meets.
      await failFromManyAddresses(attempt, ACCOUNT_CEILING + 1);
      const stranger = await attempt({ password: GOOD_PASSWORD });
      expect(stranger.status).toBe(429);
      expect(stranger.headers.get("retry-after")).toBe("1");

      // The owner is never held back by it: from the address that logged in, and from the browser that did.
      expect((await attempt({ password: GOOD_PASSWORD, ip: home })).status).toBe(200);
      expect((await attempt({ password: GOOD_PASSWORD, cookie })).status).toBe(200);
      for (let i = 0; i < 5; i++) {
        expect((await attempt({ password: "still-guessing" })).status).toBe(429);
        expect((await attempt({ password: GOOD_PASSWORD, cookie })).status).toBe(200);
      }
    });

    it("reads no known browser from a forged cookie, nor from another account's", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2034-02-01T00:00:00Z"));
      const talent = await registeredTalent();
      const other = await registeredTalent();
      const otherCookie = knownDeviceCookie(
        (await loginAs(talentLogin, other.email)({ password: GOOD_PASSWORD })).headers,
      );
      const attempt = loginAs(talentLogin, talent.email);
      const ownCookie = knownDeviceCookie((await attempt({ password: GOOD_PASSWORD })).headers);
      await failFromManyAddresses(attempt, ACCOUNT_CEILING + 1);

      const [payload, signature] = ownCookie.slice("known_device=".length).split(".");
      expect((await attempt({ password: "not-the-password" })).headers.getSetCookie()).toEqual([]);
      const forged = `known_device=${payload}x.${signature}`;
      expect((await attempt({ password: GOOD_PASSWORD, cookie: forged })).status).toBe(429);
      expect((await attempt({ password: GOOD_PASSWORD, cookie: otherCookie })).status).toBe(429);
      expect((await attempt({ password: GOOD_PASSWORD, cookie: ownCookie })).status).toBe(200);
    });

    it("gives one address one turn a minute in the slow queue, so a new address's right password gets through", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const start = new Date("2034-03-01T00:00:00Z").getTime();
      const at = (seconds: number) => vi.setSystemTime(new Date(start + seconds * 1000));
      at(0);
      const talent = await registeredTalent();
      const attempt = loginAs(talentLogin, talent.email);
      await failFromManyAddresses(attempt, ACCOUNT_CEILING);

      const attacker = freshIp();
      expect((await attempt({ password: "wrong-guess-a", ip: attacker })).status).toBe(401); // opens a 1 s wait
      at(2);
      const again = await attempt({ password: "wrong-guess-b", ip: attacker });
      expect(again.status).toBe(429);
      expect(Number(again.headers.get("retry-after"))).toBe(58);
      expect((await attempt({ password: GOOD_PASSWORD })).status).toBe(200);
    });

    it("forgets the account's failures, and those of the client that set it, once the password is reset", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2034-04-01T00:00:00Z"));
      const talent = await registeredTalent();
      const attempt = loginAs(talentLogin, talent.email);
      await failFromManyAddresses(attempt, ACCOUNT_CEILING + 1);
      const owner = freshIp();
      for (let i = 0; i < 10; i++) expect((await attempt({ password: `typo-${i}`, ip: owner })).status).toBe(429);
      // Ten refusals in the slow queue count nothing; ten failures of the owner's own address do:
      vi.setSystemTime(new Date("2034-04-01T02:00:00Z"));
      for (let i = 0; i < 10; i++) expect((await attempt({ password: `typo-${i}`, ip: owner })).status).toBe(401);
      expect((await attempt({ password: GOOD_PASSWORD, ip: owner })).status).toBe(429);
      await failFromManyAddresses(attempt, ACCOUNT_CEILING - 10 + 1);
      expect((await attempt({ password: GOOD_PASSWORD })).status).toBe(429);

      const token = await createLink(db(), {
        purpose: "reset_password",
        kind: "talent",
        accountId: talent.user.id,
        email: talent.email,
      });
      const done = await call(reset, {
        json: { token, password: NEW_PASSWORD },
        headers: { "x-client-address": owner },
      });
      expect(done.status).toBe(200);

      expect((await attempt({ password: NEW_PASSWORD, ip: owner })).status).toBe(200);
      expect((await attempt({ password: NEW_PASSWORD })).status).toBe(200);
    });

    it("gives the manager's login the same two queues", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2034-05-01T00:00:00Z"));
      const email = uniqueEmail("manager");
      await createManager(db(), { email, first_name: "Mana", last_name: "Ger", password: MANAGER_PASSWORD });
      const attempt = loginAs(managerLogin, email);
      const home = freshIp();
      const first = await attempt({ password: MANAGER_PASSWORD, ip: home });
      expect(first.status).toBe(200);
      const cookie = knownDeviceCookie(first.headers);

      await failFromManyAddresses(attempt, ACCOUNT_CEILING + 1);
      expect((await attempt({ password: MANAGER_PASSWORD })).status).toBe(429);
      expect((await attempt({ password: MANAGER_PASSWORD, ip: home })).status).toBe(200);
      expect((await attempt({ password: MANAGER_PASSWORD, cookie })).status).toBe(200);
    });
  });

  describe("logging in as the wrong kind of account", () => {
    it("answers 409 wrong_account_kind only when the password opens the other kind's account", async () => {
      const client = await registeredClient();
      const asTalent = await loginAs(talentLogin, client.email)({ password: GOOD_PASSWORD });
      expect(asTalent.status).toBe(409);
      expect(asTalent.body).toEqual({
        message: "This email and password are for a recruiter account. Log in as Recruiter instead.",
        code: "wrong_account_kind",
        account_kind: "client",
      });
      expectDocumented("post", "/api/talent/login", 409, asTalent.body);
      expect(asTalent.headers.getSetCookie()).toEqual([]);

      const wrong = await loginAs(talentLogin, client.email)({ password: "not-the-password" });
      const unknown = await loginAs(talentLogin, uniqueEmail())({ password: "not-the-password" });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toEqual({ message: "Invalid email or password" });

      const talent = await registeredTalent();
      const asClient = await loginAs(clientLogin, talent.email)({ password: GOOD_PASSWORD });
      expect(asClient.status).toBe(409);
      expect(asClient.body.account_kind).toBe("talent");
      expectDocumented("post", "/api/client/login", 409, asClient.body);
    });

    it("says nothing of the other kind when this kind's account exists, nor at the manager's login", async () => {
      const email = uniqueEmail("both");
      await registeredTalent({ email });
      await registeredClient({ email, password: NEW_PASSWORD });
      const talentWithClientsPassword = await loginAs(talentLogin, email)({ password: NEW_PASSWORD });
      expect(talentWithClientsPassword.status).toBe(401);

      const talent = await registeredTalent();
      expect((await loginAs(managerLogin, talent.email)({ password: GOOD_PASSWORD })).status).toBe(401);
    });
  });
});
