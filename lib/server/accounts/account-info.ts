import "server-only";

import { eq } from "drizzle-orm";

import { clients, managers } from "../db/schema";
import type { Db } from "../db/types";
import { unauthorized } from "../http/errors";
import { getTalentUser } from "./talent-user";
import { clientJson, managerJson } from "./user-json";

// A live token whose account is gone reads as "not signed in", like any other dead token.
export async function talentInfo(db: Db, id: number) {
  const user = await getTalentUser(db, id);
  if (!user) throw unauthorized();
  return user;
}

export async function clientInfo(db: Db, id: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  if (!row) throw unauthorized();
  return clientJson(row);
}

export async function managerInfo(db: Db, id: number) {
  const [row] = await db.select().from(managers).where(eq(managers.id, id)).limit(1);
  if (!row) throw unauthorized();
  return managerJson(row);
}
