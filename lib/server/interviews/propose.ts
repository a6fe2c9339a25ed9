import "server-only";

import { isActiveStage, isEarlierStage } from "@/lib/applications/stages";
import { proposeRequestSchema, type Interview } from "@/lib/validation/interviews";

import { moveStage } from "../applications/move-stage";
import { isUniqueViolation } from "../db/errors";
import { interviews } from "../db/schema";
import type { Db } from "../db/types";
import { publishToApplication } from "../events/publish";
import { apiError } from "../http/error-codes";
import { readJson } from "../http/json-body";
import { clientApplicationParties } from "./access";
import { interviewJson } from "./interview-json";
import { offeredStarts, slotsFor } from "./slots";

const alreadyOpen = () =>
  apiError("conflict", "This application already has an open interview: reschedule or cancel it instead.");

/**
 * The client offers slots. Every start must be one `interviewSlots` offers now; the application moves to
 * `interview` through the recruiter's own stage move when it is earlier in the pipeline, in the same transaction.
 */
export async function proposeInterview(db: Db, clientId: number, applicationId: number, request: Request) {
  const parties = await clientApplicationParties(db, clientId, applicationId);
  if (!isActiveStage(parties.stage)) {
    throw apiError("conflict", `This application is ${parties.stage}: interviews are for active applications.`);
  }
  const body = proposeRequestSchema.parse(await readJson(request));
  const starts = offeredStarts(body.slots, await slotsFor(db, parties, body.duration_minutes, new Date()));
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(interviews)
        .values({
          applicationId,
          talentId: parties.talentId,
          companyId: parties.companyId,
          durationMinutes: body.duration_minutes,
          offeredStarts: starts,
          link: body.link ?? null,
          phone: body.phone ?? null,
          note: body.note || null,
        })
        .returning({ id: interviews.id });
      if (isEarlierStage(parties.stage, "interview")) {
        const actor = { kind: "client" as const, id: clientId };
        await moveStage(tx, { applicationId, actor, from: parties.stage, to: "interview" });
      }
      const interview = { application_id: applicationId, interview_id: row!.id, status: "proposed" as const };
      await publishToApplication(tx, "interview", interview);
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, "interviews_open_per_application")) throw alreadyOpen();
    throw error;
  }
  const interview: Interview = await interviewJson(db, id);
  return interview;
}
