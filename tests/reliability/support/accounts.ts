import crypto from "node:crypto";

import { api } from "./http";
import { API_KEY } from "./servers";

export const PASSWORD = "violet-harbour-42";

export const uniqueEmail = (prefix: string) => `${prefix}.${crypto.randomBytes(5).toString("hex")}@example.com`;

type Kind = "talent" | "client";

export function registrationBody(kind: Kind, email: string) {
  const base = { first_name: "Rel", last_name: "Iable", email, password: PASSWORD };
  return kind === "talent" ? base : { ...base, company_name: "Acme" };
}

/** Registers an account of `kind` and returns its email and bearer token. */
export async function register(origin: string, kind: Kind, email = uniqueEmail(kind)) {
  const res = await api(origin, API_KEY).post(`/api/${kind}/register`, { json: registrationBody(kind, email) });
  if (res.status !== 201) throw new Error(`${kind} registration failed: ${res.status} ${res.body.toString()}`);
  return { email, token: (res.json() as { data: { token: string } }).data.token };
}

/** A login from `from` (a loopback address: each one is another client to the rate limits). */
export const login = (
  origin: string,
  kind: Kind,
  email: string,
  password = PASSWORD,
  from?: string,
  headers?: Record<string, string>,
) => api(origin, API_KEY).post(`/api/${kind}/login`, { json: { email, password }, localAddress: from, headers });
