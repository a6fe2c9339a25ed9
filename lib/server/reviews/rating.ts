import "server-only";

import { and, eq, isNull, sql } from "drizzle-orm";

import type { Rating } from "@/lib/validation/reviews";

import { companies, engagements, reviews } from "../db/schema";
import type { Db } from "../db/types";
import { isReleased, reviewWindow } from "./window";

/** The average and count of a talent's or a company's visible, released reviews; null without any. */
export async function ratingOf(
  db: Db,
  subjectKind: "talent" | "company",
  subjectId: number,
  now: Date = new Date(),
): Promise<Rating> {
  const rows = await db
    .select({
      rating: reviews.rating,
      status: engagements.status,
      startDate: engagements.startDate,
      endedOn: engagements.endedOn,
      zone: companies.timezone,
      written:
        sql<number>`(select count(*) from ${reviews} as r2 where r2.engagement_id = ${reviews.engagementId})`.mapWith(
          Number,
        ),
    })
    .from(reviews)
    .innerJoin(engagements, eq(engagements.id, reviews.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .where(and(eq(reviews.subjectKind, subjectKind), eq(reviews.subjectId, subjectId), isNull(reviews.hiddenAt)));
  const released = rows.filter((row) => {
    const window = reviewWindow({ ...row, zone: row.zone ?? "UTC" }, now);
    return isReleased(row.written >= 2, window.endsAt, now);
  });
  if (released.length === 0) return null;
  const sum = released.reduce((total, row) => total + row.rating, 0);
  return { average: Math.round((sum / released.length) * 10) / 10, count: released.length };
}
