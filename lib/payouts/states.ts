/**
 * What the talent is paid for one engagement and month: `pending` until the client's invoice holding that month is
 * paid, then `payable`, then `paid` once a manager records the transfer. `cancelled` when that invoice is voided.
 * Trial weeks of an engagement the client ended inside its trial are paid by the platform: they count in the payout
 * although the invoice credits them.
 */
export const PAYOUT_STATUSES = ["pending", "payable", "paid", "cancelled"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

const MOVES: Readonly<Record<PayoutStatus, readonly PayoutStatus[]>> = {
  pending: ["payable", "cancelled"],
  payable: ["paid"],
  paid: [],
  cancelled: [],
};
export const canMovePayout = (from: PayoutStatus, to: PayoutStatus): boolean => MOVES[from].includes(to);
