import "server-only";

import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";

import { findCategory } from "@/lib/content/categories";
import { effectiveStatus } from "@/lib/jobs/states";
import { MANAGE_PER_PAGE, type ManageJob, type ManageJobsQuery } from "@/lib/validation/job-review";

import { companies, jobReports, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { hasLapsed, isOpen, toPrefixTsQuery } from "../jobs/job-filters";
import { jobColumns, toJob } from "../jobs/job-row";

const openReports = sql<number>`(select count(*)::int from ${jobReports} where ${jobReports.jobId} = ${jobs.id} and ${jobReports.resolvedAt} is null)`;

const manageJobColumns = {
  id: jobs.id,
  slug: jobs.slug,
  title: jobs.title,
  status: jobs.status,
  validThrough: jobs.validThrough,
  categoryId: jobs.categoryId,
  companyId: jobs.companyId,
  companyName: jobs.companyName,
  companySlug: companies.slug,
  postedAt: jobs.postedAt,
  updatedAt: jobs.updatedAt,
  reviewRejection: jobs.reviewRejection,
  revisionSubmittedAt: jobs.revisionSubmittedAt,
  platformClosedAt: jobs.platformClosedAt,
  platformCloseReason: jobs.platformCloseReason,
  openReports,
};

type ManageJobRow = Pick<
  typeof jobs.$inferSelect,
  | "id"
  | "slug"
  | "title"
  | "status"
  | "validThrough"
  | "categoryId"
  | "companyId"
  | "companyName"
  | "postedAt"
  | "updatedAt"
  | "reviewRejection"
  | "revisionSubmittedAt"
  | "platformClosedAt"
  | "platformCloseReason"
> & { companySlug: string | null; openReports: number };

export function toManageJob(row: ManageJobRow): ManageJob {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: effectiveStatus(row.status, row.validThrough),
    category: { id: row.categoryId, name: findCategory(row.categoryId)?.name ?? "Other" },
    company: { id: row.companyId, name: row.companyName, slug: row.companySlug },
    posted_at: row.postedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    review_rejection: row.reviewRejection,
    open_reports: row.openReports,
    revision_submitted_at: row.revisionSubmittedAt?.toISOString() ?? null,
    platform_closed_at: row.platformClosedAt?.toISOString() ?? null,
    platform_close_reason: row.platformCloseReason,
  };
}

/** The `meta` of a console list's page. */
export const pageMeta = (page: number, total: number) => ({
  page,
  per_page: MANAGE_PER_PAGE,
  total,
  last_page: Math.max(1, Math.ceil(total / MANAGE_PER_PAGE)),
});

/** The review queue: new companies' jobs in review and published jobs whose changes wait for review. */
const inReviewQueue = or(eq(jobs.status, "pending_review"), isNotNull(jobs.revisionSubmittedAt));
const submittedAt = sql`coalesce(${jobs.revisionSubmittedAt}, ${jobs.postedAt})`;

/** The status filter as readers count it: a lapsed open job is closed. The review queue also holds pending changes. */
function statusCondition(status: ManageJobsQuery["status"]): SQL | undefined {
  if (status === "all") return undefined;
  if (status === "pending_review") return inReviewQueue;
  if (status === "open") return isOpen;
  if (status === "closed") return or(eq(jobs.status, "closed"), and(eq(jobs.status, "open"), hasLapsed));
  return eq(jobs.status, status);
}

/** Jobs for the managers: the review queue oldest first by default, any status newest first, with open report counts. */
export async function listManageJobs(db: Db, query: ManageJobsQuery) {
  const tsQuery = toPrefixTsQuery(query.q);
  const where = and(
    statusCondition(query.status),
    tsQuery ? sql`${jobs.search} @@ to_tsquery('english', ${tsQuery})` : undefined,
  );
  const order = query.status === "pending_review" ? [asc(submittedAt), asc(jobs.id)] : [desc(jobs.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select(manageJobColumns)
      .from(jobs)
      .leftJoin(companies, eq(companies.id, jobs.companyId))
      .where(where)
      .orderBy(...order)
      .limit(MANAGE_PER_PAGE)
      .offset((query.page - 1) * MANAGE_PER_PAGE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobs)
      .where(where),
  ]);
  return { data: rows.map(toManageJob), meta: pageMeta(query.page, count?.total ?? 0) };
}

/**
 * One job with everything a manager reviews: its full content (as its page shows it), its pending changes, its
 * listing and its company.
 */
export async function manageJobDetail(db: Db, jobId: number) {
  const [row] = await db
    .select({
      ...jobColumns,
      ...manageJobColumns,
      companyApprovedAt: companies.jobsApprovedAt,
      companyWebsite: companies.website,
      revision: jobs.revision,
      revisionRejection: jobs.revisionRejection,
    })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId));
  return row
    ? {
        job: toJob(row),
        listed: toManageJob(row),
        companyApprovedAt: row.companyApprovedAt,
        companyWebsite: row.companyWebsite,
        revision: row.revision,
        revisionRejection: row.revisionRejection,
      }
    : null;
}
export type ManageJobDetail = NonNullable<Awaited<ReturnType<typeof manageJobDetail>>>;

/** What waits for the managers: jobs in review and open reports (the console's tab counts). */
export async function reviewWorkCounts(db: Db): Promise<{ queue: number; reports: number }> {
  const count = sql<number>`count(*)::int`;
  const [[queue], [reports]] = await Promise.all([
    db.select({ n: count }).from(jobs).where(inReviewQueue),
    db.select({ n: count }).from(jobReports).where(isNull(jobReports.resolvedAt)),
  ]);
  return { queue: queue?.n ?? 0, reports: reports?.n ?? 0 };
}
