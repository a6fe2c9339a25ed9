import "server-only";

import { site } from "@/lib/content/site";

import type { MailContent } from "../layout";
import { siteLink } from "../urls";

export type JobAlertMail = {
  firstName: string;
  searchName: string;
  /** The newest matching jobs, at most JOB_ALERT_MAX_JOBS. */
  jobs: { slug: string; title: string; companyName: string }[];
  /** How many new jobs matched in all (may be more than are listed). */
  total: number;
  /** The board with the search's filters, e.g. /jobs?search=react. */
  boardPath: string;
};

/** To a talent: the jobs published since their last alert that match one of their saved searches. */
export function jobAlertMail(mail: JobAlertMail): MailContent {
  const jobsWord = mail.total === 1 ? "new job matches" : "new jobs match";
  const more = mail.total - mail.jobs.length;
  return {
    subject: `${mail.total} ${jobsWord} “${mail.searchName}”`,
    greeting: `Hi ${mail.firstName},`,
    paragraphs: [`${mail.total} ${jobsWord} your saved search “${mail.searchName}” since your last alert:`],
    items: mail.jobs.map((job) => ({ label: job.title, detail: job.companyName, url: siteLink(`/jobs/${job.slug}`) })),
    action: {
      label: more > 0 ? `See all ${mail.total} on the board` : "See the search on the board",
      url: siteLink(mail.boardPath),
    },
    footnote: `You get this email because you saved this search on ${site.name}. Switch job alerts off, or delete the search under Saved jobs, to stop them.`,
  };
}
