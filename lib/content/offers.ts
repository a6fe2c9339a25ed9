import type { ContractType } from "@/lib/engagements/states";
import type { ShownOfferStatus } from "@/lib/offers/states";

export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  hourly: "Hourly",
  project: "Project",
  full_time: "Full-time",
};

/** What the rate is per, after the amount. */
export const RATE_UNIT: Record<ContractType, string> = {
  hourly: "per hour",
  project: "in all",
  full_time: "per month",
};

export const OFFER_STATUS_LABELS: Record<ShownOfferStatus, string> = {
  sent: "Sent",
  accepted: "Accepted",
  declined: "Declined",
  withdrawn: "Withdrawn",
  superseded: "Replaced",
  expired: "Expired",
};

export const TERMS_COPY = {
  contract: "Contract",
  rate: "Rate",
  cap: "Weekly hours",
  capValue: (hours: number) => `Up to ${hours} h a week`,
  milestones: "Milestones",
  start: "Start",
  trial: "Trial",
  trialValue: (days: number) => (days === 0 ? "No trial" : `${days} days`),
  trialLastDay: "Trial's last day",
  notice: "Notice period",
  noticeValue: (days: number) => (days === 0 ? "None" : `${days} days`),
  overlap: "Working-hours overlap",
  overlapValue: (hours: string, min: number) => `${hours}, at least ${min} h a day`,
  noOverlap: "None required",
  message: "Message",
} as const;

export const OFFER_SECTION_COPY = {
  heading: "Offer",
  none: "No offer yet.",
  send: "Make an offer",
  sendNew: "Send a new offer",
  withdraw: "Withdraw",
  withdrawTitle: "Withdraw this offer?",
  withdrawBody: "The talent can no longer accept it. You can send a new offer afterwards.",
  withdrawing: "Withdrawing…",
  keep: "Keep it",
  loadFailed: "The offer could not be loaded.",
  retry: "Try again",
  expiresIn: (when: string) => `Expires ${when}`,
  declinedWith: (reason: string) => `Declined: “${reason}”`,
  engagement: "Open the engagement",
} as const;

export const OFFER_FORM_COPY = {
  title: (name: string) => `Offer to ${name}`,
  intro: "The talent has 7 days to accept or decline. Sending moves the application to Offer.",
  contractType: "Contract type",
  rate: (currency: string, unit: string) => `Rate (${currency}, ${unit})`,
  rateInvalid: "Enter an amount such as 45 or 45.50.",
  cap: "Weekly hour cap",
  milestones: "Milestones",
  milestonesHint: "Optional. They must add up to the rate.",
  milestoneName: (n: number) => `Milestone ${n} name`,
  milestoneAmount: (n: number) => `Milestone ${n} amount`,
  removeMilestone: (n: number) => `Remove milestone ${n}`,
  addMilestone: "Add a milestone",
  milestoneSum: (sum: string, total: string) => `Milestones add up to ${sum} of ${total}.`,
  startDate: "Start date",
  trialDays: "Trial (days)",
  noticeDays: "Notice period (days)",
  overlap: "Required overlap",
  overlapHint: "Prefilled from the job. Remove it to require none.",
  overlapStart: "From",
  overlapEnd: "Until",
  overlapMin: "At least (hours a day)",
  overlapZone: (zone: string) => `Times in ${zone}`,
  removeOverlap: "Remove the overlap",
  addOverlap: "Require an overlap",
  message: "Message (optional)",
  cancel: "Cancel",
  send: "Send offer",
  sending: "Sending…",
  failed: "The offer could not be sent. Try again.",
} as const;

export const TALENT_OFFER_COPY = {
  heading: (company: string) => `Offer from ${company}`,
  expires: (left: string) => `Answer ${left}`,
  accept: "Accept",
  acceptTitle: "Accept this offer?",
  acceptBody: (company: string) =>
    `You agree to the terms above and start working with ${company} on the start date. This cannot be undone.`,
  accepting: "Accepting…",
  decline: "Decline",
  declineTitle: "Decline this offer?",
  declineBody: "Tell the company why. They will see your reason.",
  declineReason: "Reason",
  declining: "Declining…",
  keep: "Back",
  ask: "Ask in messages",
  askAbout: (job: string) => `Ask about the offer for ${job} in messages`,
  failed: "That did not work. Try again.",
  /** 409: the offer is no longer open to an answer. */
  gone: "This offer was withdrawn, has expired or was already answered. The page shows where it stands now.",
  engagement: "Open the engagement",
  declinedWith: (reason: string) => `You declined: “${reason}”`,
  fromCompany: "Message from the company",
} as const;
