import "server-only";

import { and, asc, eq, gt, lte, ne, sql } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import { localLabel } from "@/lib/remote/local-label";

import { applications, clients, companies, jobs, messages, talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { enqueueMail } from "../mail/outbox";
import { MESSAGE_MAIL_QUOTED, MESSAGE_MAILS_PER_RUN } from "../mail/settings";
import { unreadMessagesMail } from "../mail/templates/unread-messages";
import { unsubscribeHeaders } from "../mail/urls";
import { notificationSetting } from "../notifications/preferences";
import { replyAddressFor } from "./reply-address";

export const UNREAD_MESSAGES_KIND = "unread_messages";

type ClaimedBurst = { application_id: number; seen: number; up_to: number };

export type UnreadMailCounts = { claimed: number; mailed: number };

// Column names per recipient side, for the raw claim below (fixed strings, never input).
const COLUMNS = {
  talent: { read: sql.raw("talent_read_up_to"), mailed: sql.raw("talent_mailed_up_to") },
  client: { read: sql.raw("client_read_up_to"), mailed: sql.raw("client_mailed_up_to") },
} as const;

/**
 * Claims one conversation whose `recipient` left the other side's messages unread for `delayMs`: a burst is what
 * came after max(read position, mailed position), and it is due once its first message is that old. The claim
 * raises the mailed position to the burst's last message in one statement; a row another run holds is skipped and
 * the condition is checked again on the locked row, so N instances never mail one burst twice.
 */
async function claimBurst(tx: Db, recipient: MemberKind, delayMs: number): Promise<ClaimedBurst | undefined> {
  const { read, mailed } = COLUMNS[recipient];
  const seen = (table: string) =>
    sql`greatest(coalesce(${sql.raw(table)}.${read}, 0), coalesce(${sql.raw(table)}.${mailed}, 0))`;
  const result = (await tx.execute(sql`
    update conversations c set ${mailed} = claimed.up_to
    from (select d.application_id, ${seen("d")} as seen,
            (select max(m.id) from messages m
              where m.application_id = d.application_id and m.author_kind <> ${recipient}) as up_to
          from conversations d
          where d.last_message_id > ${seen("d")}
            and exists (select 1 from messages m
              where m.application_id = d.application_id and m.author_kind <> ${recipient}
                and m.id > ${seen("d")} and m.created_at <= now() - ${delayMs} * interval '1 millisecond')
          order by d.application_id limit 1 for update skip locked) claimed
    where c.application_id = claimed.application_id and ${seen("c")} = claimed.seen
    returning c.application_id, claimed.seen, claimed.up_to`)) as unknown as { rows: ClaimedBurst[] };
  const row = result.rows[0];
  return row && { application_id: Number(row.application_id), seen: Number(row.seen), up_to: Number(row.up_to) };
}

/** Both people of an application, their clocks, and what the mail names. */
async function conversationPeople(tx: Db, applicationId: number) {
  const [row] = await tx
    .select({
      jobTitle: jobs.title,
      companyName: companies.name,
      teamZone: companies.timezone,
      talent: {
        id: talents.id,
        firstName: talents.firstName,
        lastName: talents.lastName,
        email: talents.email,
        suspendedAt: talents.suspendedAt,
      },
      talentZone: talentProfiles.timezone,
      client: { id: clients.id, firstName: clients.firstName, email: clients.email, suspendedAt: clients.suspendedAt },
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(clients, eq(clients.id, companies.clientId))
    .innerJoin(talents, eq(talents.id, applications.talentId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, talents.id))
    .where(eq(applications.id, applicationId));
  return row;
}

/** Claims one due burst for `recipient` and, in the claim's transaction, queues its mail; false when none was due. */
async function mailOneBurst(db: Db, recipient: MemberKind, delayMs: number) {
  return db.transaction(async (tx) => {
    const burst = await claimBurst(tx, recipient, delayMs);
    if (!burst) return { claimed: false, mailed: false };
    const people = await conversationPeople(tx, burst.application_id);
    const person = people?.[recipient];
    // Switched off or suspended: the burst still counts as mailed, so switching back on does not mail a backlog.
    if (!people || !person || person.suspendedAt) return { claimed: true, mailed: false };
    if ((await notificationSetting(tx, recipient, person.id, "messages")) !== "on")
      return { claimed: true, mailed: false };

    const unread = await tx
      .select({ body: messages.body, createdAt: messages.createdAt })
      .from(messages)
      .where(
        and(
          eq(messages.applicationId, burst.application_id),
          ne(messages.authorKind, recipient),
          gt(messages.id, burst.seen),
          lte(messages.id, burst.up_to),
        ),
      )
      .orderBy(asc(messages.id));
    if (unread.length === 0) return { claimed: true, mailed: false };
    const quoted = unread.slice(-MESSAGE_MAIL_QUOTED);
    const zone = (recipient === "talent" ? people.talentZone : people.teamZone) ?? "UTC";
    const replyTo = await replyAddressFor(tx, { kind: recipient, id: person.id }, burst.application_id);
    await enqueueMail(tx, {
      to: person.email,
      kind: UNREAD_MESSAGES_KIND,
      content: unreadMessagesMail({
        recipient,
        firstName: person.firstName,
        otherParty:
          recipient === "talent" ? people.companyName : `${people.talent.firstName} ${people.talent.lastName}`,
        jobTitle: people.jobTitle,
        applicationId: burst.application_id,
        messages: quoted.map((message) => ({ body: message.body, when: localLabel(message.createdAt, zone) })),
        more: unread.length - quoted.length,
      }),
      headers: {
        "Reply-To": replyTo,
        ...unsubscribeHeaders(UNREAD_MESSAGES_KIND, `/${recipient === "talent" ? "talent" : "recruiter"}/account`),
      },
    });
    return { claimed: true, mailed: true };
  });
}

/**
 * Mails every burst of messages left unread for `delayMs`, one mail per conversation and recipient, exactly once
 * across instances. Runs from the conversation mail loop (lib/server/conversations/unread-mail-loop.ts).
 */
export async function runUnreadMessageMailsOnce(db: Db, delayMs: number): Promise<UnreadMailCounts> {
  const counts: UnreadMailCounts = { claimed: 0, mailed: 0 };
  for (const recipient of ["talent", "client"] as const) {
    for (let n = 0; n < MESSAGE_MAILS_PER_RUN; n++) {
      const outcome = await mailOneBurst(db, recipient, delayMs);
      if (!outcome.claimed) break;
      counts.claimed++;
      if (outcome.mailed) counts.mailed++;
    }
  }
  return counts;
}
