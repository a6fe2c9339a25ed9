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
  /** A decision on a published job's pending changes rather than on the job itself. */
  changes?: boolean;
};

function changesDecisionMail(mail: JobReviewDecisionMail, greeting: string, footnote: string): MailContent {
  if (mail.rejection === undefined) {
    return {
      subject: `Your changes to ${mail.jobTitle} are live`,
      greeting,
      paragraphs: [`A manager approved your changes to ${mail.jobTitle}: the job page shows them now.`],
      action: { label: "View the job", url: siteLink(`/jobs/${mail.jobSlug}`) },
      footnote,
    };
  }
  return {
    subject: `Your changes to ${mail.jobTitle} were not accepted`,
    greeting,
    paragraphs: [
      `A manager reviewed your changes to ${mail.jobTitle} and did not accept them, with this note:`,
      mail.rejection,
      "The job page keeps its earlier version. Edit the job to send new changes for review.",
    ],
    action: { label: "Edit the job", url: siteLink(`/recruiter/jobs/${mail.jobId}/edit`) },
    footnote,
  };
}

/** To the recruiter whose job (or whose changes to a published job) a manager approved or sent back. */
export function jobReviewDecisionMail(mail: JobReviewDecisionMail): MailContent {
  const footnote = `You get this email because you posted this job on ${site.name}.`;
  const greeting = `Hi ${mail.recruiterFirstName},`;
  if (mail.changes) return changesDecisionMail(mail, greeting, footnote);
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
