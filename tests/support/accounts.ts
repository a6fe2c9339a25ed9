import crypto from "node:crypto";
import { POST as talentRegister } from "@/app/api/talent/register/route";
import { POST as clientRegister } from "@/app/api/client/register/route";
import { POST as managerLogin } from "@/app/api/manage/login/route";
import { createManager } from "@/lib/server/accounts/managers";
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

const MANAGER_PASSWORD = "a long managerial phrase";

/** A manager account (there is no sign-up for managers) and a live token of it. */
export async function registeredManager(db: Db) {
  const email = uniqueEmail("manager");
  await createManager(db, { email, first_name: "Mana", last_name: "Ger", password: MANAGER_PASSWORD });
  const { status, body } = await call(managerLogin, { form: { email, password: MANAGER_PASSWORD } });
  if (status !== 200) throw new Error(`manager login failed: ${status} ${JSON.stringify(body)}`);
  return { email, token: body.data.token as string, user: body.data.user };
}
