import crypto from "node:crypto";
import { eq } from "drizzle-orm";

import { POST as clientRegister } from "@/app/api/client/register/route";
import { POST as managerLogin } from "@/app/api/manage/login/route";
import { POST as talentRegister } from "@/app/api/talent/register/route";
import { createManager } from "@/lib/server/accounts/managers";
import { getDb } from "@/lib/server/db/client";
import { clients, talents } from "@/lib/server/db/schema";
import type { Db } from "@/lib/server/db/types";

import { call } from "./api-client";

export const GOOD_PASSWORD = "violet-harbour-42";

export const uniqueEmail = (prefix = "user") => `${prefix}.${crypto.randomBytes(5).toString("hex")}@example.com`;

export async function registeredTalent(fields: Record<string, string> = {}) {
  const email = fields.email ?? uniqueEmail("talent");
  const { status, body } = await call(talentRegister, {
    form: { first_name: "Tala", last_name: "Ent", email, password: GOOD_PASSWORD, ...fields },
  });
  if (status !== 201) throw new Error(`talent registration failed: ${status} ${JSON.stringify(body)}`);
  return { email, token: body.data.token as string, user: body.data.user };
}

export async function registeredClient(fields: Record<string, string> = {}) {
  const email = fields.email ?? uniqueEmail("client");
  const { status, body } = await call(clientRegister, {
    form: { first_name: "Cli", last_name: "Ent", email, password: GOOD_PASSWORD, company_name: "Acme", ...fields },
  });
  if (status !== 201) throw new Error(`client registration failed: ${status} ${JSON.stringify(body)}`);
  return { email, token: body.data.token as string, user: body.data.user };
}

/**
 * Marks the account's email verified, as its verification link would: applying and publishing wait for it
 * (the link itself has its own tests in account-links).
 */
export async function verifyEmailOf(kind: "talent" | "client", id: number) {
  const table = kind === "talent" ? talents : clients;
  await (await getDb()).update(table).set({ emailVerifiedAt: new Date() }).where(eq(table.id, id));
}

/** A registered talent whose email is verified (so it may apply). */
export async function verifiedTalent(fields: Record<string, string> = {}) {
  const talent = await registeredTalent(fields);
  await verifyEmailOf("talent", talent.user.id);
  return talent;
}

/** A registered recruiter whose email is verified (so it may publish). */
export async function verifiedClient(fields: Record<string, string> = {}) {
  const client = await registeredClient(fields);
  await verifyEmailOf("client", client.user.id);
  return client;
}

const MANAGER_PASSWORD = "a long managerial phrase";

/** A manager account (there is no sign-up for managers) and a live token of it. */
export async function registeredManager(db: Db) {
  const email = uniqueEmail("manager");
  await createManager(db, { email, first_name: "Mana", last_name: "Ger", password: MANAGER_PASSWORD });
  const { status, body } = await call(managerLogin, { form: { email, password: MANAGER_PASSWORD } });
  if (status !== 200) throw new Error(`manager login failed: ${status} ${JSON.stringify(body)}`);
  return { email, token: body.data.token as string, user: body.data.user };
}
