import "server-only";

import { and, desc, eq, lt, sql, type SQL } from "drizzle-orm";

import {
  beforeQuerySchema,
  CONVERSATIONS_PAGE,
  type ClientConversation,
  type InboxMeta,
  type TalentConversation,
} from "@/lib/validation/conversations";

import { applications, companies, conversations, jobs, messages, talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { fileUrl } from "../files/file-url";
import { messageJson } from "./messages";
import { readPositionOf, type Participant } from "./participant";

type Inbox<T> = { data: T[]; meta: InboxMeta };

/** Messages from the other side after `who`'s read position, counted per conversation. */
const unreadFor = (who: Participant): SQL<number> => {
  const readUpTo = readPositionOf(who.kind).column;
  return sql<number>`(select count(*)::int from ${messages} as unread
    where unread.application_id = ${conversations.applicationId}
      and unread.author_kind <> ${who.kind} and unread.id > coalesce(${readUpTo}, 0))`;
};

const baseColumns = (who: Participant) => ({
  applicationId: applications.id,
  stage: applications.stage,
  jobId: jobs.id,
  jobTitle: jobs.title,
  jobSlug: jobs.slug,
  lastId: messages.id,
  lastAuthor: messages.authorKind,
  lastBody: messages.body,
  lastAt: messages.createdAt,
  unread: unreadFor(who),
});

type BaseRow = {
  applicationId: number;
  stage: TalentConversation["application"]["stage"];
  jobId: number;
  jobTitle: string;
  jobSlug: string;
  lastId: number;
  lastAuthor: "talent" | "client" | "manager";
  lastBody: string;
  lastAt: Date;
  unread: number;
};

const baseJson = (row: BaseRow) => ({
  application: {
    id: row.applicationId,
    stage: row.stage,
    job: { id: row.jobId, title: row.jobTitle, slug: row.jobSlug },
  },
  last_message: messageJson({ id: row.lastId, authorKind: row.lastAuthor, body: row.lastBody, createdAt: row.lastAt }),
  unread: row.unread,
});

function page<T>(rows: T[], lastIdOf: (row: T) => number): { rows: T[]; meta: InboxMeta } {
  const shown = rows.slice(0, CONVERSATIONS_PAGE);
  return {
    rows: shown,
    meta: { next_before: rows.length > CONVERSATIONS_PAGE ? lastIdOf(shown[shown.length - 1]!) : null },
  };
}

/** `?before=` continues after the last message id of the previous page's last conversation. */
const olderThan = (searchParams: URLSearchParams) => {
  const { before } = beforeQuerySchema.parse(Object.fromEntries(searchParams));
  return before ? lt(conversations.lastMessageId, before) : undefined;
};

/** The talent's conversations that have a message, by last activity (newest first), with the company. */
export async function talentInbox(
  db: Db,
  talentId: number,
  searchParams: URLSearchParams,
): Promise<Inbox<TalentConversation>> {
  const who: Participant = { kind: "talent", id: talentId };
  const rows = await db
    .select({
      ...baseColumns(who),
      companyName: jobs.companyName,
      companySlug: companies.slug,
      companyLogoUrl: jobs.companyLogoUrl,
    })
    .from(conversations)
    .innerJoin(applications, eq(applications.id, conversations.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(messages, eq(messages.id, conversations.lastMessageId))
    .where(and(eq(applications.talentId, talentId), olderThan(searchParams)))
    .orderBy(desc(conversations.lastMessageId))
    .limit(CONVERSATIONS_PAGE + 1);
  const { rows: shown, meta } = page(rows, (row) => row.lastId);
  return {
    data: shown.map((row) => ({
      ...baseJson(row),
      company: { name: row.companyName, slug: row.companySlug, logo_url: row.companyLogoUrl },
    })),
    meta,
  };
}

/** The conversations on the client's company's applications that have a message, by last activity, with the talent. */
export async function clientInbox(
  db: Db,
  clientId: number,
  searchParams: URLSearchParams,
): Promise<Inbox<ClientConversation>> {
  const who: Participant = { kind: "client", id: clientId };
  const rows = await db
    .select({
      ...baseColumns(who),
      talentId: talents.id,
      firstName: talents.firstName,
      lastName: talents.lastName,
      handle: talentProfiles.handle,
      avatarFileId: talentProfiles.avatarFileId,
    })
    .from(conversations)
    .innerJoin(applications, eq(applications.id, conversations.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(talents, eq(talents.id, applications.talentId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, talents.id))
    .innerJoin(messages, eq(messages.id, conversations.lastMessageId))
    .where(and(eq(companies.clientId, clientId), olderThan(searchParams)))
    .orderBy(desc(conversations.lastMessageId))
    .limit(CONVERSATIONS_PAGE + 1);
  const { rows: shown, meta } = page(rows, (row) => row.lastId);
  return {
    data: shown.map((row) => ({
      ...baseJson(row),
      talent: {
        id: row.talentId,
        name: `${row.firstName} ${row.lastName}`,
        handle: row.handle,
        avatar_url: fileUrl(row.avatarFileId),
      },
    })),
    meta,
  };
}
