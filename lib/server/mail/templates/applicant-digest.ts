import "server-only";

import { site } from "@/lib/content/site";

import type { MailContent } from "../layout";
import { siteLink } from "../urls";

export type ApplicantDigestMail = {
  recruiterFirstName: string;
  /** Each job with new applications since the last digest, with the applicants' names (newest first). */
  jobs: { id: number; title: string; applicants: string[] }[];
};

const NAMES_SHOWN = 5;

function namesLine(applicants: string[]): string {
  const shown = applicants.slice(0, NAMES_SHOWN).join(", ");
  const more = applicants.length - NAMES_SHOWN;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/** To a recruiter who chose a daily digest of new applicants: one line per job, each to its applicants' board. */
export function applicantDigestMail(mail: ApplicantDigestMail): MailContent {
  const total = mail.jobs.reduce((sum, job) => sum + job.applicants.length, 0);
  const applicantsWord = total === 1 ? "new applicant" : "new applicants";
  return {
    subject: `Your daily digest: ${total} ${applicantsWord}`,
    greeting: `Hi ${mail.recruiterFirstName},`,
    paragraphs: [`Since your last digest, your jobs received ${total} ${applicantsWord}:`],
    items: mail.jobs.map((job) => ({
      label: `${job.title}: ${job.applicants.length} new`,
      detail: namesLine(job.applicants),
      url: siteLink(`/recruiter/jobs/${job.id}/applicants`),
    })),
    action: { label: "See your jobs", url: siteLink("/recruiter/jobs") },
    footnote: `You get this email because you chose a daily digest of new applicants on ${site.name}.`,
  };
}
