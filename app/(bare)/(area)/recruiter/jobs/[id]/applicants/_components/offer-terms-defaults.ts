import { nextMonday, todayIn } from "@/lib/engagements/calendar";
import { NOTICE_DAYS_DEFAULT, TRIAL_DAYS_DEFAULT, type ContractType } from "@/lib/engagements/states";
import type { OfferFormValues } from "@/lib/offers/offer-form";

/** What the board knows of the job that an offer starts from. */
export type OfferJob = {
  contract_type: ContractType;
  currency: string;
  overlap: { timezone: string; start: string; end: string; min_hours: number } | null;
};

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A new offer's form: the job's contract type and overlap, starting the Monday after next week begins. */
export function offerFormDefaults(job: OfferJob): OfferFormValues {
  const today = todayIn(browserZone());
  return {
    contract_type: job.contract_type,
    rate: "",
    weekly_hours_cap: "40",
    milestones: [],
    start_date: nextMonday(today),
    trial_days: String(TRIAL_DAYS_DEFAULT),
    notice_days: String(NOTICE_DAYS_DEFAULT),
    overlap: job.overlap ? { ...job.overlap, min_hours: String(job.overlap.min_hours) } : null,
    message: "",
  };
}

/** An overlap to start from when the job had none: office hours in the recruiter's own zone. */
export const fallbackOverlap = (): NonNullable<OfferFormValues["overlap"]> => ({
  timezone: browserZone(),
  start: "09:00",
  end: "17:00",
  min_hours: "3",
});
