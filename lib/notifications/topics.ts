import type { MemberKind } from "@/lib/accounts/kinds";

/**
 * The kinds of notification mail a person can switch, per account kind: every one is on by default. Plain data,
 * safe in the browser (the account page's switches read it).
 */
export const NOTIFICATION_TOPICS = {
  talent: {
    application_stage: { label: "An application changes stage", settings: ["on", "off"] },
    invitation: { label: "A recruiter invites you to apply", settings: ["on", "off"] },
    vetting_decision: { label: "A vetting decision is made", settings: ["on", "off"] },
    job_alerts: { label: "Job alerts for your saved searches (daily)", settings: ["on", "off"] },
  },
  client: {
    new_applicant: { label: "New applicants", settings: ["on", "daily", "off"] },
    job_review: { label: "Job review decisions", settings: ["on", "off"] },
  },
} as const satisfies Record<MemberKind, Record<string, { label: string; settings: readonly NotificationSetting[] }>>;

export type NotificationTopic<K extends MemberKind = MemberKind> = keyof (typeof NOTIFICATION_TOPICS)[K];
export type NotificationSetting = "on" | "off" | "daily";

export const DEFAULT_NOTIFICATION_SETTING: NotificationSetting = "on";
