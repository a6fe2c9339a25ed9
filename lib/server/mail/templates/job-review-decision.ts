import "server-only";

import { site } from "@/lib/content/site";

import type { MailContent } from "../layout";
import { siteLink } from "../urls";

export type JobReviewDecisionMail = {
  recruiterFirstName: string;
  jobId: number;
  jobTitle: string;
  jobSlug: string;
  /** The manager's reason when the job was sent back; absent for an approval. */
  rejection?: string;
};

/** To the recruiter whose job a manager approved (it is on the board) or sent back to draft. */
export function jobReviewDecisionMail(mail: JobReviewDecisionMail): MailContent {
  const footnote = `You get this email because you posted this job on ${site.name}.`;
  const greeting = `Hi ${mail.recruiterFirstName},`;
  if (mail.rejection === undefined) {
    return {
      subject: `${mail.jobTitle} is on the jobs board`,
      greeting,
      paragraphs: [
        `A manager approved ${mail.jobTitle}: it is on the jobs board now, and your next jobs go there as soon as you publish them.`,
      ],
      action: { label: "View the job", url: siteLink(`/jobs/${mail.jobSlug}`) },
      footnote,
    };
  }
  return {
    subject: `${mail.jobTitle} needs changes before it goes on the board`,
    greeting,
    paragraphs: [
      `A manager reviewed ${mail.jobTitle} and sent it back to your drafts with this note:`,
      mail.rejection,
      "Edit the job and publish it again to resubmit it for review.",
    ],
    action: { label: "Edit the job", url: siteLink(`/recruiter/jobs/${mail.jobId}/edit`) },
    footnote,
  };
}
