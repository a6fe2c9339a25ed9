import "server-only";

import { site } from "@/lib/content/site";

import type { MailContent } from "../layout";
import { siteLink } from "../urls";

export type NewApplicantMail = {
  recruiterFirstName: string;
  talentName: string;
  jobId: number;
  jobTitle: string;
};

/** To the recruiter whose job received an application. */
export function newApplicantMail(mail: NewApplicantMail): MailContent {
  return {
    subject: `New applicant for ${mail.jobTitle}: ${mail.talentName}`,
    greeting: `Hi ${mail.recruiterFirstName},`,
    paragraphs: [
      `${mail.talentName} applied to ${mail.jobTitle}. Their profile and application are waiting on the job's board.`,
    ],
    action: { label: "Review applicants", url: siteLink(`/recruiter/jobs/${mail.jobId}/applicants`) },
    footnote: `You get this email because you posted this job on ${site.name}.`,
  };
}
