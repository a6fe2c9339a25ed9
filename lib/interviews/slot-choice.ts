import { SCHEDULE_COPY } from "@/lib/content/interviews";
import { INTERVIEW_SLOTS_MAX, INTERVIEW_SLOTS_MIN } from "@/lib/validation/interviews";

/** Why a choice of `count` slots cannot be sent, or null when it can (3–10, as the API requires). */
export function slotChoiceProblem(count: number): string | null {
  if (count < INTERVIEW_SLOTS_MIN) return SCHEDULE_COPY.tooFew(count);
  if (count > INTERVIEW_SLOTS_MAX) return SCHEDULE_COPY.tooMany;
  return null;
}
