import "server-only";

import { sql } from "drizzle-orm";

import type { Db } from "../db/types";
import { enqueueMail } from "../mail/outbox";
import { followUp, interviewEvent } from "./calendar-mail";

export const INTERVIEW_REMINDER_KIND = "interview_reminder";

/** The two reminders: how long before the start each is due, and the column that says it was queued. */
const REMINDERS = {
  "24h": { column: sql.raw("reminded_24h_at"), before: "24 hours", words: "tomorrow, in 24 hours" },
  "1h": { column: sql.raw("reminded_1h_at"), before: "1 hour", words: "in 1 hour" },
} as const;
export type ReminderKind = keyof typeof REMINDERS;

/**
 * Claims one booked interview due `kind`'s reminder, marking it in one statement: a row another run holds is
 * skipped and the condition is checked again on the locked row, so N instances never remind twice. Due: the start
 * is at most `before` away (and, for the 24 h one, more than an hour away: inside the last hour only the 1 h one is
 * sent), and the booking was made before that moment (a booking 3 h ahead gets only the 1 h one). A booking clears
 * the marks (lib/server/interviews/book.ts), so a rescheduled interview is reminded again.
 */
async function claimDue(tx: Db, kind: ReminderKind): Promise<number | undefined> {
  const { column, before } = REMINDERS[kind];
  const notInLastHour = kind === "24h" ? sql`and starts_at > now() + interval '1 hour'` : sql``;
  const result = (await tx.execute(sql`
    update interviews i set ${column} = now()
    from (select id from interviews
          where status = 'booked' and ${column} is null
            and starts_at > now() and starts_at <= now() + interval ${sql.raw(`'${before}'`)} ${notInLastHour}
            and (booked_at is null or booked_at <= starts_at - interval ${sql.raw(`'${before}'`)})
          order by starts_at, id limit 1 for update skip locked) claimed
    where i.id = claimed.id and i.status = 'booked' and i.${column} is null
    returning i.id`)) as unknown as { rows: { id: number | string }[] };
  const row = result.rows[0];
  return row ? Number(row.id) : undefined;
}

/** Claims one due reminder of `kind` and, in the claim's transaction, queues it to both people. */
async function remindOne(db: Db, kind: ReminderKind): Promise<boolean> {
  return db.transaction(async (tx) => {
    const id = await claimDue(tx, kind);
    if (id === undefined) return false;
    const event = await interviewEvent(tx, id);
    if (!event) return true;
    const where = `${event.jobTitle} at ${event.companyName}`;
    const links = followUp(event.jobId, event.applicationId);
    for (const side of [
      { to: event.talent, action: links.talent },
      { to: event.recruiter, action: links.client },
    ]) {
      await enqueueMail(tx, {
        to: side.to.email,
        kind: INTERVIEW_REMINDER_KIND,
        content: {
          subject: `Reminder: interview ${kind === "24h" ? "tomorrow" : "in 1 hour"} · ${where}`,
          greeting: `Hi ${side.to.name.split(" ")[0]},`,
          paragraphs: [
            `Your interview for ${where} starts ${REMINDERS[kind].words}: ${event.localTimes} (${event.durationMinutes} minutes).`,
            `With ${side.to === event.talent ? event.companyName : event.talent.name}.`,
            ...(event.link ? [`Video link: ${event.link}`] : []),
            ...(event.phone ? [`Phone: ${event.phone}`] : []),
          ],
          action: side.action,
        },
      });
    }
    return true;
  });
}

export type ReminderCounts = Record<ReminderKind, number>;

/** Queues every due interview reminder, each exactly once across instances. Runs from its loop every minute. */
export async function runInterviewRemindersOnce(db: Db, limit = 200): Promise<ReminderCounts> {
  const counts: ReminderCounts = { "24h": 0, "1h": 0 };
  for (const kind of ["1h", "24h"] as const) {
    while (counts[kind] < limit && (await remindOne(db, kind))) counts[kind]++;
  }
  return counts;
}
