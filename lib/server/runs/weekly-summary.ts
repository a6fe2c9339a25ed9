import "server-only";

import { and, asc, eq, inArray, isNull } from "drizzle-orm";

import type { EngagementAction } from "@/lib/engagements/actions";
import { todayIn } from "@/lib/engagements/calendar-days";
import { trialEndsOn } from "@/lib/engagements/end-rules";
import { formatLongDate } from "@/lib/format/date-time";
import { isoWeek } from "@/lib/runs/iso-week";

import { clients, companies, engagements, jobs, talents, weeklySummaryMails } from "../db/schema";
import type { Db } from "../db/types";
import { issueActionToken, newMailSecret } from "../engagement-actions/tokens";
import type { MailItem } from "../mail/layout";
import { enqueueMail } from "../mail/outbox";
import { siteLink } from "../mail/urls";

export const WEEKLY_SUMMARY_KIND = "weekly_summary";

export type WeeklySummaryCounts = { clients: number; mailed: number; alreadyMailed: number };

type SummaryRow = {
  engagementId: number;
  contractType: "hourly" | "project" | "full_time";
  weeklyHoursCap: number | null;
  nextWeeklyHoursCap: number | null;
  nextCapFrom: string | null;
  startDate: string;
  trialDays: number;
  noticeDays: number;
  endedOn: string | null;
  jobTitle: string;
  talentFirstName: string;
  talentLastName: string;
};

/** The open engagements (scheduled or active, not past their last day) of every company whose client is not suspended. */
async function openEngagementsByClient(db: Db) {
  const rows = await db
    .select({
      clientId: clients.id,
      clientFirstName: clients.firstName,
      clientEmail: clients.email,
      companyName: companies.name,
      zone: companies.timezone,
      engagementId: engagements.id,
      contractType: engagements.contractType,
      weeklyHoursCap: engagements.weeklyHoursCap,
      nextWeeklyHoursCap: engagements.nextWeeklyHoursCap,
      nextCapFrom: engagements.nextCapFrom,
      startDate: engagements.startDate,
      trialDays: engagements.trialDays,
      noticeDays: engagements.noticeDays,
      endedOn: engagements.endedOn,
      jobTitle: jobs.title,
      talentFirstName: talents.firstName,
      talentLastName: talents.lastName,
    })
    .from(engagements)
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(clients, eq(clients.id, companies.clientId))
    .innerJoin(jobs, eq(jobs.id, engagements.jobId))
    .innerJoin(talents, eq(talents.id, engagements.talentId))
    .where(and(inArray(engagements.status, ["scheduled", "active"]), isNull(clients.suspendedAt)))
    .orderBy(asc(clients.id), asc(engagements.id));
  const byClient = new Map<
    number,
    { firstName: string; email: string; companyName: string; zone: string; rows: SummaryRow[] }
  >();
  for (const row of rows) {
    const zone = row.zone ?? "UTC";
    // An engagement past its last day reads ended before any write stored it (lib/engagements/states.ts).
    if (row.endedOn !== null && row.endedOn < todayIn(zone)) continue;
    const entry = byClient.get(row.clientId) ?? {
      firstName: row.clientFirstName,
      email: row.clientEmail,
      companyName: row.companyName,
      zone,
      rows: [],
    };
    entry.rows.push(row);
    byClient.set(row.clientId, entry);
  }
  return byClient;
}

/** One engagement's lines in the mail: who and what, this week's cap, the trial's end while in it, the notice. */
export function summaryItem(row: SummaryRow, today: string): MailItem {
  const details: string[] = [];
  if (row.contractType === "hourly") {
    const cap = row.nextCapFrom !== null && row.nextCapFrom <= today ? row.nextWeeklyHoursCap : row.weeklyHoursCap;
    details.push(`This week's cap: ${cap ?? "no"} hours.`);
    if (row.nextCapFrom !== null && row.nextCapFrom > today && row.nextWeeklyHoursCap !== null)
      details.push(`From ${formatLongDate(row.nextCapFrom)}: ${row.nextWeeklyHoursCap} hours.`);
    // Timesheets come later: no hours are invented here.
    details.push("Hours worked appear here once time is logged.");
  } else {
    details.push(row.contractType === "project" ? "A project contract." : "A full-time contract.");
  }
  if (row.startDate > today) details.push(`Starts ${formatLongDate(row.startDate)}.`);
  const trialEnd = trialEndsOn(row);
  if (trialEnd !== null && today <= trialEnd) details.push(`In trial until ${formatLongDate(trialEnd)}.`);
  details.push(`Notice period: ${row.noticeDays} days.`);
  if (row.endedOn !== null) details.push(`Last working day: ${formatLongDate(row.endedOn)}.`);
  return {
    label: `${row.talentFirstName} ${row.talentLastName} – ${row.jobTitle}`,
    detail: details.join(" "),
    url: siteLink(`/recruiter/engagements`),
  };
}

/**
 * Mails each client with an open engagement one summary for the current ISO week (in the company's zone). The
 * claim is an insert of (client, week) that does nothing on conflict, in the mail's transaction: whichever run
 * and however often it is started, a client gets one summary a week.
 */
export async function sendWeeklySummaries(db: Db, now: Date = new Date()): Promise<WeeklySummaryCounts> {
  const counts: WeeklySummaryCounts = { clients: 0, mailed: 0, alreadyMailed: 0 };
  for (const [clientId, client] of await openEngagementsByClient(db)) {
    counts.clients++;
    const today = todayIn(client.zone, now);
    const week = isoWeek(today);
    const mailed = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(weeklySummaryMails)
        .values({ clientId, week })
        .onConflictDoNothing()
        .returning({ clientId: weeklySummaryMails.clientId });
      if (claimed.length === 0) return false;
      // The links: single-use, bound to the engagement and this client, valid 7 days; sealed in the outbox.
      const secret = newMailSecret();
      const items: MailItem[] = [];
      for (const row of client.rows) {
        const link = async (action: EngagementAction, label: string) => ({
          label,
          url: siteLink(
            `/engagement-actions/${await issueActionToken(tx, secret, { engagementId: row.engagementId, clientId, action })}`,
          ),
        });
        const links = [await link("end", "End this engagement")];
        if (row.contractType === "hourly") links.push(await link("reduce", "Reduce weekly hours"));
        items.push({ ...summaryItem(row, today), links });
      }
      await enqueueMail(tx, {
        secret,
        to: client.email,
        kind: WEEKLY_SUMMARY_KIND,
        content: {
          subject: `Your week at ${client.companyName}: ${client.rows.length} engagement(s)`,
          greeting: `Hi ${client.firstName},`,
          paragraphs: [
            `Here is where your engagements stand this week (${week}).`,
            "Hours worked are not shown yet: they appear once time is logged.",
          ],
          items,
          action: { label: "See your engagements", url: siteLink("/recruiter/engagements") },
          footnote: "Each link under an engagement works once, for 7 days, without signing in.",
        },
      });
      return true;
    });
    if (mailed) counts.mailed++;
    else counts.alreadyMailed++;
  }
  return counts;
}
