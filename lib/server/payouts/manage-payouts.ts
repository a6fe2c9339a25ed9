import "server-only";

import { count, eq, sql } from "drizzle-orm";

import type { PayoutStatus } from "@/lib/payouts/states";
import { listMeta, type ListMeta } from "@/lib/validation/manage-lists";
import type { ManagePayoutJson } from "@/lib/validation/payouts";

import { payouts } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { payoutRows } from "./payout-rows";

/** Payable first (the transfers to make, oldest first), then pending, paid and cancelled. */
export const MANAGE_PAYOUT_ORDER = sql`
  case p.status when 'payable' then 0 when 'pending' then 1 when 'paid' then 2 else 3 end, p.month, p.id`;

const statusWhere = (status: PayoutStatus | undefined) => (status ? sql`p.status = ${status}` : sql`true`);

export async function listManagePayouts(
  db: Db,
  status: PayoutStatus | undefined,
  page: number,
  perPage: number,
): Promise<{ data: ManagePayoutJson[]; meta: ListMeta }> {
  const [total] = await db
    .select({ n: count() })
    .from(payouts)
    .where(status ? eq(payouts.status, status) : undefined);
  const data = await payoutRows(db, statusWhere(status), MANAGE_PAYOUT_ORDER, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { data, meta: listMeta(page, perPage, total?.n ?? 0) };
}

export async function managePayout(db: Db, payoutId: number): Promise<ManagePayoutJson> {
  const [payout] = await payoutRows(db, sql`p.id = ${payoutId}`, sql`p.id`);
  if (!payout) throw apiError("not_found", "Payout not found.");
  return payout;
}

export { statusWhere as payoutStatusWhere };
