import "server-only";

import { and, eq, gt, sql } from "drizzle-orm";

import { shownOfferStatus, type OfferStatus } from "@/lib/offers/states";

import { offers } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import type { OfferRow } from "./access";

type Answer = Exclude<OfferStatus, "sent" | "superseded">;

/**
 * Answers a sent offer once: the update holds only while it is still `sent` and unexpired, so of two answers at
 * once exactly one lands and the other reads 409 naming what happened first.
 */
export async function answerOffer(
  tx: Db,
  offerId: number,
  to: Answer,
  extra: { declineReason?: string } = {},
): Promise<OfferRow> {
  const [row] = await tx
    .update(offers)
    .set({ status: to, answeredAt: sql`now()`, ...extra })
    .where(and(eq(offers.id, offerId), eq(offers.status, "sent"), gt(offers.expiresAt, sql`now()`)))
    .returning();
  if (row) return row;
  const [current] = await tx
    .select({ status: offers.status, expiresAt: offers.expiresAt })
    .from(offers)
    .where(eq(offers.id, offerId));
  const shown = current ? shownOfferStatus(current.status, current.expiresAt, new Date()) : "withdrawn";
  throw apiError(
    "conflict",
    shown === "sent" ? "The offer just expired." : `This offer is ${shown}: it can no longer be ${to}.`,
  );
}
