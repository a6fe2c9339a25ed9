import "server-only";

import { eq } from "drizzle-orm";

import type { ApplicationStage } from "@/lib/applications/stages";

import { applications } from "../db/schema";
import type { Db } from "../db/types";

/**
 * The application's stage, its row locked to the end of the transaction. Sending and accepting both take this lock
 * before touching any offer, so a send racing an accept waits for it rather than leaving a `sent` offer on a hired
 * application, and the two never wait on each other in a cycle.
 */
export async function lockedStage(tx: Db, applicationId: number): Promise<ApplicationStage> {
  const [row] = await tx
    .select({ stage: applications.stage })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for("update");
  return row!.stage;
}
