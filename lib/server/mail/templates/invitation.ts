import "server-only";

import { site } from "@/lib/content/site";

import type { MailContent } from "../layout";
import { siteLink } from "../urls";

export type InvitationMail = {
  firstName: string;
  recruiterName: string;
  companyName: string;
  jobTitle: string;
  /** The recruiter's own words, if they wrote any. */
  message: string | null;
};

/** To a talent a recruiter invited to apply to one of their jobs. */
export function invitationMail(mail: InvitationMail): MailContent {
  return {
    subject: `${mail.companyName} invites you to apply: ${mail.jobTitle}`,
    greeting: `Hi ${mail.firstName},`,
    paragraphs: [
      `${mail.recruiterName} of ${mail.companyName} invites you to apply to ${mail.jobTitle}.`,
      ...(mail.message ? [`Their message: “${mail.message}”`] : []),
      "You can apply in one step from your Overview, or decline the invitation.",
    ],
    action: { label: "See the invitation", url: siteLink("/talent") },
    footnote: `You get this email because your profile on ${site.name} is visible to recruiters. You can switch these emails off on your account page.`,
  };
}
