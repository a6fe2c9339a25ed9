import "server-only";

import { eq } from "drizzle-orm";

import {
  noteRequestSchema,
  stageMoveRequestSchema,
  type ApplicationNote,
  type ClientApplication,
} from "@/lib/validation/applications";

import { applicationNotes, clients } from "../db/schema";
import type { Db } from "../db/types";
import { readJson } from "../http/json-body";
import { clientApplication } from "./client-applications";
import { moveStage } from "./move-stage";

/** The company moves a card; 404 unless the application is to one of its jobs (checked before the body), 409 unless still in `from_stage`. */
export async function moveApplication(
  db: Db,
  clientId: number,
  applicationId: number,
  request: Request,
): Promise<ClientApplication> {
  await clientApplication(db, clientId, applicationId);
  const move = stageMoveRequestSchema.parse(await readJson(request));
  await moveStage(db, {
    applicationId,
    actor: { kind: "client", id: clientId },
    from: move.from_stage,
    to: move.stage,
    rejection: move.reason ? { reason: move.reason, message: move.message?.trim() || null } : undefined,
  });
  return clientApplication(db, clientId, applicationId);
}

/** A private note on an application of the company's (404 otherwise, whatever the body: it is read after that check). */
export async function addNote(
  db: Db,
  clientId: number,
  applicationId: number,
  request: Request,
): Promise<ApplicationNote> {
  await clientApplication(db, clientId, applicationId);
  const { body } = noteRequestSchema.parse(await readJson(request));
  const [note] = await db.insert(applicationNotes).values({ applicationId, authorId: clientId, body }).returning();
  const [author] = await db
    .select({ firstName: clients.firstName, lastName: clients.lastName })
    .from(clients)
    .where(eq(clients.id, clientId));
  return {
    id: note!.id,
    body: note!.body,
    author: `${author?.firstName} ${author?.lastName}`,
    created_at: note!.createdAt.toISOString(),
  };
}
