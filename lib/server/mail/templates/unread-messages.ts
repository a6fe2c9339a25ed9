import "server-only";

import type { MemberKind } from "@/lib/accounts/kinds";
import { site } from "@/lib/content/site";

import type { MailContent } from "../layout";
import { siteLink } from "../urls";

export type UnreadMessagesMail = {
  recipient: MemberKind;
  firstName: string;
  /** The other side: the company's name for a talent, the talent's full name for a recruiter. */
  otherParty: string;
  jobTitle: string;
  applicationId: number;
  /** The unread messages quoted, oldest first, each with when it was written on the recipient's clock. */
  messages: { body: string; when: string }[];
  /** Unread messages of the burst not quoted (only the newest are). */
  more: number;
};

/** The conversation's page in the recipient's own area. */
export const conversationPath = (recipient: MemberKind, applicationId: number) =>
  `/${recipient === "talent" ? "talent" : "recruiter"}/messages/${applicationId}`;

/** To a person who left messages of a conversation unread: one mail for the whole burst, answerable by reply. */
export function unreadMessagesMail(mail: UnreadMessagesMail): MailContent {
  const count = mail.messages.length + mail.more;
  const about =
    mail.recipient === "talent" ? `your application for ${mail.jobTitle}` : `their application for ${mail.jobTitle}`;
  return {
    subject: `${mail.otherParty} sent you ${count === 1 ? "a message" : `${count} messages`} · ${mail.jobTitle}`,
    greeting: `Hi ${mail.firstName},`,
    paragraphs: [
      `${mail.otherParty} wrote to you about ${about}:`,
      ...(mail.more > 0
        ? [`(${mail.more} earlier ${mail.more === 1 ? "message is" : "messages are"} in the conversation.)`]
        : []),
    ],
    quotes: mail.messages.map((message) => ({ heading: `${mail.otherParty}, ${message.when}:`, text: message.body })),
    action: { label: "Open the conversation", url: siteLink(conversationPath(mail.recipient, mail.applicationId)) },
    footnote: `Reply to this email to answer in the conversation (write above the quoted text). You get this email because a message waited unread on ${site.name}; you can switch these emails off on your account page.`,
  };
}
