import type { ApplicationStage } from "@/lib/applications/stages";
import type { RejectionReason } from "@/lib/validation/applications";

/** What the company's screens call each application stage. */
export const STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: "Applied",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/** The same stages as the talent reads them: a rejection is worded more gently. */
export const TALENT_STAGE_LABELS: Record<ApplicationStage, string> = { ...STAGE_LABELS, rejected: "Not selected" };

/** The reasons a company gives when it rejects an application, as both sides read them. */
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  not_a_fit: "Not the right fit for this role",
  experience: "Looking for different experience",
  rate: "Rate outside the budget",
  position_filled: "The position has been filled",
  unresponsive: "No reply to the company's messages",
  other: "Another reason",
};
