import "server-only";

import { site } from "@/lib/content/site";

import type { MailContent } from "../layout";
import { siteLink } from "../urls";

/** One console queue in the digest: what entered it since the last digest, and what waits in it now. */
export type QueueLine = { entered: number; waiting: number };

export type ManagerDigestMail = {
  managerFirstName: string;
  vetting: QueueLine;
  jobReview: QueueLine;
  reports: QueueLine;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** To a manager, once a day when something entered a queue: each queue's news and total, each to its console page. */
export function managerDigestMail(mail: ManagerDigestMail): MailContent {
  const entered = mail.vetting.entered + mail.jobReview.entered + mail.reports.entered;
  return {
    subject: `Console digest: ${plural(entered, "new item", "new items")} in the queues`,
    greeting: `Hi ${mail.managerFirstName},`,
    paragraphs: [`Since your last digest, ${plural(entered, "item", "items")} entered the console's queues:`],
    items: [
      {
        label: `Vetting: ${plural(mail.vetting.entered, "new talent", "new talents")}`,
        detail: `${mail.vetting.waiting} in progress in all`,
        url: siteLink("/admin/vetting"),
      },
      {
        label: `Job review: ${plural(mail.jobReview.entered, "new job", "new jobs")}`,
        detail: `${mail.jobReview.waiting} waiting in all`,
        url: siteLink("/admin/jobs"),
      },
      {
        label: `Reports: ${plural(mail.reports.entered, "new report", "new reports")}`,
        detail: `${mail.reports.waiting} open in all`,
        url: siteLink("/admin/jobs?tab=reports"),
      },
    ],
    action: { label: "Open the console", url: siteLink("/admin") },
    footnote: `You get this email because you manage ${site.name}; switch it off under Notifications in the console.`,
  };
}
