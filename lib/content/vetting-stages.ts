import type { VettingStage } from "@/lib/vetting/stages";

/** What the console and the talent's vetting page call each vetting stage. */
export const VETTING_STAGE_LABELS: Record<VettingStage, string> = {
  submitted: "Submitted",
  profile_review: "Profile review",
  skills_assessment: "Skills assessment",
  live_interview: "Live interview",
  vetted: "Vetted",
  declined: "Declined",
};

/** What the talent is told about a stage: what happens there and what comes next. */
export const VETTING_STAGE_DESCRIPTIONS: Record<VettingStage, string> = {
  submitted: "Your profile is in the queue. A vetting manager will pick it up, usually within 2-3 days.",
  profile_review: "A manager is reviewing your profile, experience and résumé against the bar for your field.",
  skills_assessment:
    "You will get a practical assessment in your field by email; take it when it suits you within 7 days.",
  live_interview:
    "A 45-minute video call with a senior member of our network about your work, how you think and how you communicate.",
  vetted: "You are vetted: your profile carries the Vetted badge and recruiters see you first.",
  declined: "This attempt did not pass. You can improve your profile and submit again from the date below.",
};
