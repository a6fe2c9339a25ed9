import { login, register } from "../support/accounts";
import type { RawResponse } from "../support/http";
import { Report } from "../support/report";
import { sleep, type Server } from "../support/servers";

const ATTACKER = "127.0.0.2";
const OWNER_HOME = "127.0.0.3";
/** The account-wide ceiling at its default: past it, unknown clients wait in the slow queue. */
export const ACCOUNT_CEILING = 30;
/**
 * The per-client limits raised so far that one attacking address stands for a crowd of them (only the
 * account-wide ceiling meets it), as the server of this part is started (run.ts).
 */
export const LOCKOUT_ENV = { RATE_LIMIT_LOGIN_FAILURES: "1000000", RATE_LIMIT_LOGIN_IP: "1000000" };
const OWNER_EVERY_MS = 2_000;
const MAX_ATTACKS = 50_000;

function knownDeviceCookie(res: RawResponse): string | undefined {
  return res.headers["set-cookie"]?.map((line) => line.split(";")[0]!).find((p) => p.startsWith("known_device="));
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/**
 * Part 9: an attacker polls wrong passwords for one account from one address for `seconds`, as fast as
 * the server answers, while the owner logs in every 2 s from another address: alternately from the
 * address it logged in from before (no cookie) and from a new address each time with the browser's
 * `known_device` cookie. The owner must get in every time; the attacker's guesses must be throttled.
 */
export async function checkLockout(server: Server, seconds: number): Promise<Report> {
  const report = new Report("9 Lockout");
  const owner = await register(server.origin, "talent");
  const first = await login(server.origin, "talent", owner.email, undefined, OWNER_HOME);
  const cookie = knownDeviceCookie(first);
  report.check("the owner's first login sets known_device", cookie ? "yes" : "no", "yes", Boolean(cookie));

  const until = Date.now() + seconds * 1000;
  const attacker: number[] = [];
  const attack = (async () => {
    while (Date.now() < until && attacker.length < MAX_ATTACKS) {
      const res = await login(server.origin, "talent", owner.email, `wrong-guess-${attacker.length}`, ATTACKER);
      attacker.push(res.status);
    }
  })();

  const fromHome: number[] = [];
  const withCookie: number[] = [];
  let newAddress = 10;
  await sleep(OWNER_EVERY_MS);
  while (Date.now() < until) {
    if ((fromHome.length + withCookie.length) % 2 === 0) {
      fromHome.push((await login(server.origin, "talent", owner.email, undefined, OWNER_HOME)).status);
    } else {
      const from = `127.0.0.${newAddress++}`;
      const headers = cookie ? { cookie } : undefined;
      withCookie.push((await login(server.origin, "talent", owner.email, undefined, from, headers)).status);
    }
    await sleep(OWNER_EVERY_MS);
  }
  await attack;

  const refused = (statuses: number[]) => statuses.length - count(statuses, 200);
  report.check(
    `owner logins from ${OWNER_HOME} (logged in there before) refused, of ${fromHome.length}`,
    refused(fromHome),
    "= 0",
    fromHome.length > 0 && refused(fromHome) === 0,
  );
  report.check(
    `owner logins from a new address each time with known_device refused, of ${withCookie.length}`,
    refused(withCookie),
    "= 0",
    withCookie.length > 0 && refused(withCookie) === 0,
  );
  // The ceiling's failures, then one turn a minute for the attacker's address in the slow queue.
  const checked = count(attacker, 401);
  const allowed = ACCOUNT_CEILING + Math.ceil(seconds / 60) + 1;
  report.check(
    `attacker's wrong passwords checked (401) in ${seconds} s, of ${attacker.length} attempts`,
    checked,
    `≤ ${allowed}`,
    checked <= allowed,
  );
  const throttled = count(attacker, 429);
  report.check("attacker's attempts refused with 429", throttled, "> 0", throttled > 0);
  const other = attacker.length - checked - throttled;
  report.check("attacker's answers other than 401 or 429", other, "= 0", other === 0);
  return report;
}
