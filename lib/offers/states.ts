/**
 * The offer state machine. An offer is `sent`, then answered once: `accepted` or `declined` by the talent, or
 * `withdrawn` by the company, or `superseded` when the company sends a new offer on the same application.
 * "expired" is never stored: a sent offer whose `expires_at` has passed (see {@link shownOfferStatus}).
 */
export const OFFER_STATUSES = ["sent", "accepted", "declined", "withdrawn", "superseded"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const SHOWN_OFFER_STATUSES = [...OFFER_STATUSES, "expired"] as const;
export type ShownOfferStatus = (typeof SHOWN_OFFER_STATUSES)[number];

/** How long the talent has to answer. */
export const OFFER_VALID_DAYS = 7;

const MOVES: Readonly<Record<OfferStatus, readonly OfferStatus[]>> = {
  sent: ["accepted", "declined", "withdrawn", "superseded"],
  accepted: [],
  declined: [],
  withdrawn: [],
  superseded: [],
};

export const canMoveOffer = (from: OfferStatus, to: OfferStatus): boolean => MOVES[from].includes(to);

export function shownOfferStatus(status: OfferStatus, expiresAt: Date, now: Date): ShownOfferStatus {
  return status === "sent" && expiresAt.getTime() <= now.getTime() ? "expired" : status;
}
