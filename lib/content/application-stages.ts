import type { ApplicationStage, RejectionReason } from "@/lib/validation/applications";

/** What a person reads for each application stage, on the talent's and the recruiter's screens alike. */
export const STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: "Applied",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Not selected",
  withdrawn: "Withdrawn",
};

/** The reasons a company gives when it rejects an application, as the talent reads them. */
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  not_a_fit: "Not the right fit for this role",
  experience: "Looking for different experience",
  rate: "Rate outside the budget",
  position_filled: "The position has been filled",
  unresponsive: "No reply to the company's messages",
  other: "Another reason",
};
