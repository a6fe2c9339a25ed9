import type { MessageReportResolution } from "@/lib/validation/message-reports";

/** The console's Messages page: reported messages with their conversation. */
export const MESSAGE_REPORTS_COPY = {
  title: "Reported messages",
  lead: "Messages a talent or a recruiter reported, with the conversation around them. Dismiss a report, or suspend the message's author.",
  tabs: { open: "Open", resolved: "Resolved" },
  emptyOpenTitle: "No reported messages",
  emptyOpenBody: "When someone reports a message in a conversation, it waits here with its context.",
  emptyResolvedTitle: "Nothing resolved yet",
  emptyResolvedBody: "Reports you dismiss or act on are listed here, newest first.",
  reportedBy: "Reported by",
  writtenBy: "Written by",
  wrote: "wrote",
  context: "The conversation around it",
  about: "About",
  suspended: "Suspended",
  account: "Open in Accounts",
  dismiss: "Dismiss",
  suspend: "Suspend the author",
  suspendTitle: "Suspend this message's author?",
  suspendBody: (name: string) =>
    `${name} can no longer sign in or write messages; a company's open jobs close. You can reinstate the account from Accounts.`,
  cancel: "Cancel",
  working: "Working…",
  failed: "This report could not be resolved. Please try again.",
  resolutions: {
    dismissed: "Dismissed",
    author_suspended: "Author suspended",
  } satisfies Record<MessageReportResolution, string>,
} as const;
