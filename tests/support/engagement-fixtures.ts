import type { Engagement } from "@/lib/validation/engagements";
import type { Offer } from "@/lib/validation/offers";

/** An active hourly engagement past its trial, in the shape GET /api/{kind}/engagements/{id} answers. */
export const engagement = (over: Partial<Engagement> = {}): Engagement => ({
  id: 5,
  offer_id: 9,
  status: "active",
  contract_type: "hourly",
  currency: "USD",
  rate_minor: 4550,
  weekly_hours_cap: 30,
  milestones: [],
  start_date: "2026-10-05",
  trial_days: 14,
  notice_days: 7,
  overlap: { timezone: "Europe/Berlin", start: "09:00", end: "17:00", min_hours: 3 },
  application_id: 31,
  job: { id: 3, title: "React developer", skills: ["React", "TypeScript"], overlap_min_hours: 3 },
  company: { id: 2, name: "Acme", timezone: "Europe/Berlin" },
  talent: { id: 1, name: "Ada Lane", timezone: "Africa/Lagos" },
  started_before_platform: false,
  trial_ends_on: "2026-10-18",
  trial_ends_at: "2026-10-18T22:00:00.000Z",
  in_trial: false,
  next_weekly_hours_cap: null,
  next_cap_from: null,
  ended_on: null,
  ended_by: null,
  end_reason: null,
  would_rehire: null,
  created_at: "2026-10-01T09:00:00.000Z",
  ...over,
});

/** A sent hourly offer, in the shape GET /api/talent/offers answers. */
export const sentOffer = (over: Partial<Offer> = {}): Offer => {
  return {
    ...pickTerms(engagement()),
    id: 9,
    status: "sent",
    start_date: "2026-12-07",
    message: "We would love to have you on the team.",
    sent_at: "2026-11-27T09:00:00.000Z",
    expires_at: "2099-12-04T09:00:00.000Z",
    answered_at: null,
    decline_reason: null,
    engagement_id: null,
    ...over,
  };
};

/** The terms and parties an offer shares with the engagement it starts. */
function pickTerms(e: Engagement) {
  const { contract_type, currency, rate_minor, weekly_hours_cap, milestones, trial_days, notice_days, overlap } = e;
  const { application_id, job, company, talent } = e;
  return {
    contract_type,
    currency,
    rate_minor,
    weekly_hours_cap,
    milestones,
    trial_days,
    notice_days,
    overlap,
    application_id,
    job,
    company,
    talent,
  };
}
