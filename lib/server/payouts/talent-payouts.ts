import "server-only";

import { sql } from "drizzle-orm";

import type { PayoutJson } from "@/lib/validation/payouts";

import type { Db } from "../db/types";
import { payoutRows } from "./payout-rows";

/** The talent's payouts, newest month first: per month and engagement, what it earned and where the money is. */
export async function listTalentPayouts(db: Db, talentId: number): Promise<PayoutJson[]> {
  const rows = await payoutRows(db, sql`p.talent_id = ${talentId}`, sql`p.month desc, p.id desc`);
  // The talent fields are the console's: the talent is the reader here.
  return rows.map((row) => {
    const payout: PayoutJson & { talent?: unknown } = { ...row };
    delete payout.talent;
    return payout;
  });
}
