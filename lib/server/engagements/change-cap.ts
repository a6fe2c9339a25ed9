import "server-only";

import { and, eq, gte, isNull, ne, or, sql } from "drizzle-orm";

import { nextMonday, todayIn } from "@/lib/engagements/calendar-days";
import { capChangeRequestSchema, type Engagement } from "@/lib/validation/engagements";

import { engagements } from "../db/schema";
import type { Db } from "../db/types";
import { publishToApplication } from "../events/publish";
import { apiError } from "../http/error-codes";
import { validationFailed } from "../http/errors";
import { readJson } from "../http/json-body";
import { ownEngagement } from "./access";
import { engagementJson } from "./engagement-json";

/**
 * The client changes an hourly engagement's weekly cap from next Monday (company time), so the week under way keeps
 * the cap it began with. A change whose Monday has come is folded into the current cap by the same write.
 */
export async function changeWeeklyCap(
  db: Db,
  clientId: number,
  engagementId: number,
  request: Request,
): Promise<Engagement> {
  const { weekly_hours_cap } = capChangeRequestSchema.parse(await readJson(request));
  return applyWeeklyCap(db, clientId, engagementId, weekly_hours_cap);
}

/**
 * The change itself, for the workspace's call and a summary mail's link alike. `within` runs first in the change's
 * transaction (the link's single-use claim and its audit entry), so the two commit or roll back together.
 */
export async function applyWeeklyCap(
  db: Db,
  clientId: number,
  engagementId: number,
  weekly_hours_cap: number,
  within?: (tx: Db) => Promise<void>,
): Promise<Engagement> {
  const row = await ownEngagement(db, { kind: "client", id: clientId }, engagementId);
  if (row.contractType !== "hourly") {
    throw validationFailed({ weekly_hours_cap: ["Only an hourly engagement has a weekly hour cap."] });
  }
  const today = todayIn(row.zone);
  await db.transaction(async (tx) => {
    await within?.(tx);
    const [changed] = await tx
      .update(engagements)
      .set({
        weeklyHoursCap: sql`case when ${engagements.nextCapFrom} <= ${today}::date then ${engagements.nextWeeklyHoursCap} else ${engagements.weeklyHoursCap} end`,
        nextWeeklyHoursCap: weekly_hours_cap,
        nextCapFrom: nextMonday(today),
      })
      .where(
        and(
          eq(engagements.id, engagementId),
          ne(engagements.status, "ended"),
          or(isNull(engagements.endedOn), gte(engagements.endedOn, today)),
        ),
      )
      .returning({ status: engagements.status });
    if (!changed) throw apiError("conflict", "This engagement has ended: its cap can no longer change.");
    await publishToApplication(tx, "engagement", {
      application_id: row.applicationId,
      engagement_id: engagementId,
      status: changed.status,
      change: "cap",
    });
  });
  return engagementJson(db, "client", engagementId);
}
