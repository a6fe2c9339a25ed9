import type { NotificationSetting } from "@/lib/notifications/topics";

/** The account page's Notifications card (its anchor, #notifications, is where the mails' unsubscribe link leads). */
export const NOTIFICATIONS_CARD = {
  heading: "Notifications",
  lead: "Choose which emails we send you. Account emails (verification, password reset) are always sent.",
  settingLabels: { on: "At once", daily: "Daily digest", off: "Off" } satisfies Record<NotificationSetting, string>,
  save: "Save notification settings",
  saving: "Saving…",
  saved: "Notification settings saved.",
  unchanged: "Nothing to save: change a setting first.",
  failed: "Your notification settings could not be saved. Please try again.",
} as const;

export const MANAGER_NOTIFICATIONS_COPY = {
  title: "Notifications",
  lead: "Once a day, when talent, jobs or reports entered the console's queues, you get one email that says what came in.",
} as const;
