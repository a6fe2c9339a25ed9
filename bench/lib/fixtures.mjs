// The signed-in fixtures (scripts/bench-fixtures.ts) on a database of their own, and sessions for their accounts.
import fs from "node:fs";
import path from "node:path";

import { run } from "./processes.mjs";

const TSX = path.join("node_modules", "tsx", "dist", "cli.mjs");

/** Loads the fixtures into `database` (fresh, seeded), and returns them: accounts, password, tokens, job ids. */
export async function seedFixtures(database, { talents } = {}) {
  const out = path.join(database.dataDir ?? ".", ".bench-fixtures.json");
  const args = [TSX, "--conditions=react-server", "scripts/bench-fixtures.ts", "--out", out];
  if (talents) args.push("--talents", String(talents));
  const env = database.url
    ? { DATABASE_URL: database.url, NEXTAUTH_SECRET: database.secret }
    : { DATA_DIR: database.dataDir, DATABASE_URL: undefined };
  await run(process.execPath, args, { env });
  try {
    return JSON.parse(fs.readFileSync(out, "utf8"));
  } finally {
    fs.rmSync(out, { force: true });
  }
}

const cookieOf = (response, name) => {
  const found = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in the answer (${response.status})`);
  return found.split(";")[0];
};

/** Logs in through the API (password checked there), as the login screen does; returns the API token. */
async function apiLogin(origin, apiKey, kind, email, password) {
  const response = await fetch(`${origin}/api/${kind}/login`, {
    method: "POST",
    headers: { "X-API-KEY": apiKey, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${kind} login failed: ${response.status} ${JSON.stringify(body)}`);
  return { token: body.data.token, response };
}

/**
 * A NextAuth session cookie for a talent or client, as the browser gets one: API login, then the token handed to
 * NextAuth's credentials provider of that kind (with its CSRF token and cookie). Returns "name=value" for a Cookie header.
 */
export async function sessionCookie(origin, apiKey, kind, email, password) {
  const { token } = await apiLogin(origin, apiKey, kind, email, password);
  const csrfResponse = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = await csrfResponse.json();
  const csrfCookie = cookieOf(csrfResponse, "next-auth.csrf-token");
  const response = await fetch(`${origin}/api/auth/callback/${kind}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, token, json: "true" }),
  });
  return cookieOf(response, "next-auth.session-token");
}

/** The manager console's cookie, which its API login sets. */
export async function managerCookie(origin, apiKey, email, password) {
  const { response } = await apiLogin(origin, apiKey, "manage", email, password);
  return cookieOf(response, "manager_session");
}
