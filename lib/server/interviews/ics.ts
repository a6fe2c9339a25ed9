import "server-only";

import { eq } from "drizzle-orm";

import type { Participant } from "../conversations/participant";
import { interviews } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { interviewParties } from "./access";
import { interviewCalendar } from "./calendar";
import { interviewEvent } from "./calendar-mail";

/**
 * The booked interview as an .ics file to open in any calendar. PUBLISH, not REQUEST: a download is a copy to
 * import, not a scheduling message to answer; the same UID and SEQUENCE as the mailed invite, so it merges with it.
 */
export async function interviewIcsResponse(db: Db, who: Participant, interviewId: number): Promise<Response> {
  await interviewParties(db, who, interviewId);
  const [row] = await db.select({ status: interviews.status }).from(interviews).where(eq(interviews.id, interviewId));
  const event = row?.status === "booked" ? await interviewEvent(db, interviewId) : null;
  if (!event) throw apiError("conflict", "This interview is not booked: there is nothing to add to a calendar yet.");
  return new Response(interviewCalendar(event, "PUBLISH"), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="interview-${interviewId}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
