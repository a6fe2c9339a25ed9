import "server-only";

import { canMoveInterview, type InterviewStatus } from "@/lib/interviews/states";

import { apiError } from "../http/error-codes";

const WHY: Record<InterviewStatus, string> = {
  proposed: "This interview is still waiting for the talent to book a slot.",
  booked: "This interview is already booked.",
  cancelled: "This interview was cancelled.",
};

/** 409 unless the state machine allows `from` → `to`; every change of an interview passes here. */
export function assertInterviewMove(from: InterviewStatus, to: InterviewStatus): void {
  if (!canMoveInterview(from, to)) throw apiError("conflict", `${WHY[from]} Reload it to see where it stands.`);
}

/** A booked interview whose end has passed is done: nothing moves it any more. */
export function assertNotOver(row: { status: InterviewStatus; startsAt: Date | null; durationMinutes: number }) {
  if (row.status === "booked" && row.startsAt && row.startsAt.getTime() + row.durationMinutes * 60_000 <= Date.now())
    throw apiError("conflict", "This interview has already taken place.");
}
