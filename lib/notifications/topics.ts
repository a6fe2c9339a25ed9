import type { AccountKind } from "@/lib/accounts/kinds";

/**
 * The kinds of notification mail a person can switch, per account kind (managers too, for their digest): every one is on by default. Plain data,
 * safe in the browser (the account page's switches read it).
 */
export const NOTIFICATION_TOPICS = {
  talent: {
    application_stage: { label: "An application changes stage", settings: ["on", "off"] },
    invitation: { label: "A recruiter invites you to apply", settings: ["on", "off"] },
    vetting_decision: { label: "A vetting decision is made", settings: ["on", "off"] },
    job_alerts: { label: "Job alerts for your saved searches (daily)", settings: ["on", "off"] },
    messages: { label: "Messages", settings: ["on", "off"] },
  },
  client: {
    new_applicant: { label: "New applicants", settings: ["on", "daily", "off"] },
    job_review: { label: "Job review decisions", settings: ["on", "off"] },
    messages: { label: "Messages", settings: ["on", "off"] },
  },
  manager: {
    queue_digest: {
      label: "A daily digest of what entered the vetting, job review and report queues",
      settings: ["on", "off"],
    },
  },
} as const satisfies Record<AccountKind, Record<string, { label: string; settings: readonly NotificationSetting[] }>>;

export type NotificationTopic<K extends AccountKind = AccountKind> = keyof (typeof NOTIFICATION_TOPICS)[K];
export type NotificationSetting = "on" | "off" | "daily";

export const DEFAULT_NOTIFICATION_SETTING: NotificationSetting = "on";
