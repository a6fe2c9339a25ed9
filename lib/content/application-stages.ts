import type { ApplicationStage, RejectionReason } from "@/lib/validation/applications";

export const STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: "Applied",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  not_a_fit: "Not the right fit for this role",
  experience: "Experience doesn't match",
  rate: "Rate outside the budget",
  position_filled: "Position filled",
  unresponsive: "No response",
  other: "Other",
};
