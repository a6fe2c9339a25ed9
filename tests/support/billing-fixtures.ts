import { eq } from "drizzle-orm";

import { invoiceLines, invoices, payouts } from "@/lib/server/db/schema";
import {
  insertApprovedMilestones,
  insertApprovedWeeks,
  insertBillingProfiles,
  insertEngagements,
  insertTalents,
  type EngagementSpec,
} from "@/lib/server/db/seed/billing-fixtures";
import type { Db } from "@/lib/server/db/types";

import { registeredClient, registeredTalent } from "./accounts";
import { companyIdOfClient } from "./hiring";

export {
  insertApprovedMilestones,
  insertApprovedWeeks,
  insertBillingProfiles,
  insertCompanies,
  insertEngagements,
  insertTalents,
} from "@/lib/server/db/seed/billing-fixtures";

/** A client who signed up (with a token), their company's id, and a billing profile unless told otherwise. */
export async function billedClient(db: Db, { profile = true }: { profile?: boolean } = {}) {
  const client = await registeredClient({ company_name: `Billed ${Math.random().toString(36).slice(2, 7)}` });
  const companyId = await companyIdOfClient(db, client.user.id);
  if (profile) await insertBillingProfiles(db, [companyId], { billingEmail: `ap.${client.email}` });
  return { ...client, companyId, billingEmail: `ap.${client.email}` };
}

/** A talent who signed up (with a token and id). */
export async function billedTalent() {
  const talent = await registeredTalent({ first_name: "Ada", last_name: "Lane" });
  return { ...talent, id: talent.user.id as number };
}

/** One engagement of the company with a fresh talent (or `talentId`). */
export async function oneEngagement(
  db: Db,
  companyId: number,
  spec: Omit<EngagementSpec, "companyId" | "talentId"> & { talentId?: number },
) {
  const talentId = spec.talentId ?? (await insertTalents(db, 1))[0]!;
  const [id] = await insertEngagements(db, [{ ...spec, companyId, talentId }]);
  return { engagementId: id!, talentId };
}

/** An approved week reviewed at `reviewedAt` (default: a moment before any close the tests run). */
export const approvedWeek = async (
  db: Db,
  engagementId: number,
  weekStart: string,
  minutes: number,
  reviewedAt = new Date("2026-11-30T12:00:00Z"),
) => (await insertApprovedWeeks(db, [{ engagementId, weekStart, minutes, reviewedAt }]))[0]!;

export const approvedMilestone = (db: Db, engagementId: number, position: number, approvedAt: Date) =>
  insertApprovedMilestones(db, [{ engagementId, position, approvedAt }]);

/** The company's invoices (kind invoice) with their lines and payouts, oldest first. */
export async function invoicesOf(db: Db, companyId: number) {
  const rows = await db.select().from(invoices).where(eq(invoices.companyId, companyId)).orderBy(invoices.id);
  return Promise.all(
    rows.map(async (invoice) => ({
      ...invoice,
      lines: await db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoice.id))
        .orderBy(invoiceLines.position),
      payouts: await db.select().from(payouts).where(eq(payouts.invoiceId, invoice.id)).orderBy(payouts.id),
    })),
  );
}
