import { login, register } from "../support/accounts";
import { api } from "../support/http";
import { Report } from "../support/report";
import { API_KEY, type Server } from "../support/servers";

/**
 * Part 5: two servers on one Postgres database, requests alternating between them. Both run with
 * RATE_LIMIT_LOGIN_FAILURES = `failureLimit` and the other limits at their defaults (counted in the database).
 */
export async function checkTwoInstances(a: Server, b: Server, failureLimit: number): Promise<Report> {
  const report = new Report("5 Two instances");
  const onA = api(a.origin, API_KEY);
  const onB = api(b.origin, API_KEY);

  const talent = await register(a.origin, "talent");
  const loggedIn = await login(a.origin, "talent", talent.email);
  const token = (loggedIn.json() as { data: { token: string } }).data.token;
  const infoOnB = await onB.get("/api/talent/info", { token });
  report.check("login on A, info on B", infoOnB.status, "200", infoOnB.status === 200);

  const logoutOnA = await onA.post("/api/talent/logout", { token });
  const afterOnB = await onB.get("/api/talent/info", { token });
  report.check(
    "logout on A (204), then info on B",
    `${logoutOnA.status}, then ${afterOnB.status}`,
    "204, then 401",
    logoutOnA.status === 204 && afterOnB.status === 401,
  );

  await checkSharedLoginLimit(report, a, b, talent.email, failureLimit, "database");
  return report;
}

const STRANGER = "127.0.0.2";
const OWNER = "127.0.0.1";

/**
 * Wrong passwords for one account from one client (127.0.0.2, claiming another address in
 * X-Forwarded-For each time), alternating A, B, A, …: the shared counter must refuse that client after
 * the limit, while the owner, on 127.0.0.1, still logs in.
 */
export async function checkSharedLoginLimit(
  report: Report,
  a: Server,
  b: Server,
  email: string,
  failureLimit: number,
  store: string,
) {
  const statuses: number[] = [];
  for (let i = 0; i <= failureLimit; i++) {
    const spoofed = { "x-forwarded-for": `198.51.100.${i}`, "x-client-address": `192.0.2.${i}` };
    const res = await login(
      i % 2 === 0 ? a.origin : b.origin,
      "talent",
      email,
      "not-the-password-1",
      STRANGER,
      spoofed,
    );
    statuses.push(res.status);
  }
  const refusedAt = statuses.indexOf(429) + 1;
  const shared = statuses.slice(0, failureLimit).every((s) => s === 401) && statuses[failureLimit] === 429;
  report.check(
    `failed logins from ${STRANGER}, spoofing X-Forwarded-For, split over A and B (${store}): first 429 at`,
    refusedAt || "none",
    `= ${failureLimit + 1}`,
    shared,
  );
  const retryAfter = shared
    ? (await login(b.origin, "talent", email, undefined, STRANGER)).headers["retry-after"]
    : undefined;
  report.check(
    `  the right password from ${STRANGER} is refused too, with Retry-After`,
    retryAfter ? `yes (${retryAfter} s)` : "no",
    "yes",
    Boolean(retryAfter),
  );
  const owner = await login(a.origin, "talent", email, undefined, OWNER);
  report.check(`  the right password from ${OWNER} (the owner)`, owner.status, "200", owner.status === 200);
}
