import "server-only";

import { and, eq } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import { searchParamsToObject } from "@/lib/validation/search-params";
import { timesheetsQuerySchema, type Timesheet } from "@/lib/validation/timesheets";

import { engagements, timesheets } from "../db/schema";
import type { Db } from "../db/types";
import { ownEngagements } from "./access";
import { OLDEST_REVIEW_FIRST, timesheetsWhere } from "./timesheet-json";

const filters = (searchParams: URLSearchParams) => {
  const { engagement, status } = timesheetsQuerySchema.parse(searchParamsToObject(searchParams));
  return [
    engagement === undefined ? undefined : eq(engagements.id, engagement),
    status === undefined ? undefined : eq(timesheets.status, status),
  ];
};

/** `who`'s weeks (`?engagement=`, `?status=`), newest week first, each with its entries. */
export async function listTimesheets(
  db: Db,
  who: { kind: MemberKind; id: number },
  searchParams: URLSearchParams,
): Promise<Timesheet[]> {
  return timesheetsWhere(db, and(ownEngagements(db, who), ...filters(searchParams)));
}

/** The console lists at most this many weeks. */
export const MANAGED_TIMESHEETS_MAX = 200;

/**
 * The console's weeks: the open disputes unless `?status=` asks for another status, the oldest review first, so the
 * dispute waiting longest is on top.
 */
export async function listManagedTimesheets(db: Db, searchParams: URLSearchParams): Promise<Timesheet[]> {
  const [engagement, status] = filters(searchParams);
  return timesheetsWhere(db, and(engagement, status ?? eq(timesheets.status, "disputed")), {
    order: OLDEST_REVIEW_FIRST,
    limit: MANAGED_TIMESHEETS_MAX,
  });
}
