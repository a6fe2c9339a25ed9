import "server-only";

import type { Review } from "@/lib/validation/reviews";

import type { reviews } from "../db/schema";

export type ReviewRow = typeof reviews.$inferSelect;

export const reviewJson = (row: ReviewRow): Review => ({
  id: row.id,
  author_kind: row.authorKind === "talent" ? "talent" : "client",
  rating: row.rating,
  text: row.text,
  aspects:
    row.communication !== null && row.clarityOfWork !== null && row.paymentsOnTime !== null
      ? { communication: row.communication, clarity_of_work: row.clarityOfWork, payments_on_time: row.paymentsOnTime }
      : null,
  created_at: row.createdAt.toISOString(),
});
