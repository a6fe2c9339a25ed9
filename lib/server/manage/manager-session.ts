import "server-only";

import { eq } from "drizzle-orm";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";

import { manageLoginPath } from "@/lib/manage/paths";

import { resolveToken } from "../auth/tokens";
import { getDb } from "../db/client";
import { managers } from "../db/schema";
import { MANAGER_COOKIE } from "./manager-cookie";

export type SignedInManager = { id: number; name: string; email: string; token: string };

/** The manager signed in to the console (its cookie holds a live manager token), or null. Once per request. */
export const currentManager = cache(async (): Promise<SignedInManager | null> => {
  const token = (await cookies()).get(MANAGER_COOKIE)?.value;
  if (!token) return null;
  const db = await getDb();
  const id = await resolveToken(db, "manager", token);
  if (id === null) return null;
  const [row] = await db
    .select({ firstName: managers.firstName, lastName: managers.lastName, email: managers.email })
    .from(managers)
    .where(eq(managers.id, id))
    .limit(1);
  return row ? { id, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email, token } : null;
});

/** The signed-in manager for a console page; otherwise the console's sign-in, coming back to `callbackPath`. */
export async function requireManager(callbackPath: string): Promise<SignedInManager> {
  const manager = await currentManager();
  if (!manager) redirect(manageLoginPath(callbackPath));
  return manager;
}
