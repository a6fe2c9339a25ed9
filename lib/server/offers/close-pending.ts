import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";

import { offers } from "../db/schema";
import type { Db } from "../db/types";
import { publishToApplication } from "../events/publish";

/**
 * An application leaving the pipeline (rejected or withdrawn) takes its unanswered offer with it, in the move's
 * transaction: the company's rejection withdraws it, the talent's withdrawal declines it. Left `sent`, it would
 * read as open though accepting it can only fail.
 */
export async function closePendingOffer(tx: Db, applicationId: number, by: MemberKind): Promise<void> {
  const status = by === "client" ? ("withdrawn" as const) : ("declined" as const);
  const closed = await tx
    .update(offers)
    .set({
      status,
      answeredAt: sql`now()`,
      declineReason: by === "talent" ? "Withdrew the application." : null,
    })
    .where(and(eq(offers.applicationId, applicationId), eq(offers.status, "sent")))
    .returning({ id: offers.id });
  for (const offer of closed) {
    await publishToApplication(tx, "offer", { application_id: applicationId, offer_id: offer.id, status });
  }
}
