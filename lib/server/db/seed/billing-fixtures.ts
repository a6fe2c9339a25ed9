import "server-only";

import crypto from "node:crypto";

import type { ContractType } from "@/lib/engagements/states";

import {
  applications,
  billingProfiles,
  clients,
  companies,
  engagements,
  jobs,
  milestoneDeliveries,
  offers,
  talents,
  timesheets,
} from "../schema";
import type { Milestone } from "../schema/engagements";
import type { Db } from "../types";

/**
 * Billing's data written straight into the tables, in bulk: companies with or without a billing profile, talents,
 * engagements (each with its job, application and accepted offer), approved weeks and milestones. The month-close
 * tests and its benchmark use it; it bypasses every rule the API keeps (dates, caps, states), so use it on test data.
 */

const BATCH = 500;
const tag = () => crypto.randomBytes(4).toString("hex");

async function inBatches<T, R>(items: readonly T[], write: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(...(await write(items.slice(i, i + BATCH))));
  return out;
}

export type ProfileSpec = { legalName?: string; country?: string; vatId?: string | null; billingEmail?: string };

/** `count` clients with their companies (zone UTC); each with a billing profile unless `profile` is false. */
export async function insertCompanies(
  db: Db,
  count: number,
  options: { profile?: boolean | ProfileSpec; name?: string } = {},
): Promise<{ companyId: number; clientId: number; name: string }[]> {
  const run = tag();
  const people = await inBatches(
    Array.from({ length: count }, (_, i) => i),
    (batch) =>
      db
        .insert(clients)
        .values(
          batch.map((i) => ({
            firstName: "Bill",
            lastName: `Client ${i}`,
            email: `billing.client.${run}.${i}@example.com`,
            companyName: options.name ?? `Billed Co ${run} ${i}`,
          })),
        )
        .returning({ id: clients.id, companyName: clients.companyName }),
  );
  const rows = await inBatches(people, (batch) =>
    db
      .insert(companies)
      .values(
        batch.map((client) => ({
          clientId: client.id,
          name: client.companyName,
          slug: `billed-${run}-${client.id}`,
          timezone: "UTC",
        })),
      )
      .returning({ id: companies.id, clientId: companies.clientId, name: companies.name }),
  );
  if (options.profile !== false) {
    const spec = typeof options.profile === "object" ? options.profile : {};
    await insertBillingProfiles(
      db,
      rows.map((row) => row.id),
      spec,
    );
  }
  return rows.map((row) => ({ companyId: row.id, clientId: row.clientId, name: row.name }));
}

export async function insertBillingProfiles(db: Db, companyIds: number[], spec: ProfileSpec = {}) {
  await inBatches(companyIds, (batch) =>
    db
      .insert(billingProfiles)
      .values(
        batch.map((companyId) => ({
          companyId,
          legalName: spec.legalName ?? `Billed Company ${companyId} GmbH`,
          addressLine1: "Torstraße 1",
          city: "Berlin",
          postalCode: "10119",
          country: spec.country ?? "DE",
          vatId: spec.vatId === undefined ? "DE123456789" : spec.vatId,
          billingEmail: spec.billingEmail ?? `ap.${companyId}@billed.example.com`,
        })),
      )
      .then(() => []),
  );
}

/** `count` talents (no profile: billing needs only their name). */
export async function insertTalents(db: Db, count: number, lastName = "Lane"): Promise<number[]> {
  const run = tag();
  const rows = await inBatches(
    Array.from({ length: count }, (_, i) => i),
    (batch) =>
      db
        .insert(talents)
        .values(batch.map((i) => ({ firstName: "Ada", lastName, email: `billing.talent.${run}.${i}@example.com` })))
        .returning({ id: talents.id }),
  );
  return rows.map((row) => row.id);
}

export type EngagementSpec = {
  companyId: number;
  talentId: number;
  contractType: ContractType;
  currency?: string;
  rateMinor: number;
  startDate: string;
  trialDays?: number;
  endedOn?: string | null;
  trialEndedEarly?: boolean;
  milestones?: Milestone[];
  title?: string;
};

/** Engagements, each with its own job, application and accepted offer; answers their ids in order. */
export async function insertEngagements(db: Db, specs: readonly EngagementSpec[]): Promise<number[]> {
  const run = tag();
  const jobRows = await inBatches(
    specs.map((spec, i) => ({ spec, i })),
    (batch) =>
      db
        .insert(jobs)
        .values(
          batch.map(({ spec, i }) => ({
            slug: `billed-job-${run}-${i}`,
            title: spec.title ?? "React developer",
            companyName: "Billed Co",
            companyId: spec.companyId,
            categoryId: 1,
            description: "Billing fixture.",
            jobType: spec.contractType === "full_time" ? ("full_time" as const) : ("hourly" as const),
            experienceLevel: "senior" as const,
            location: "Remote",
            rateMin: 50,
            rateMax: 90,
            currency: spec.currency ?? "USD",
            status: "closed" as const,
          })),
        )
        .returning({ id: jobs.id }),
  );
  const applicationRows = await inBatches(
    specs.map((spec, i) => ({ spec, jobId: jobRows[i]!.id })),
    (batch) =>
      db
        .insert(applications)
        .values(batch.map(({ spec, jobId }) => ({ talentId: spec.talentId, jobId, stage: "hired" as const })))
        .returning({ id: applications.id }),
  );
  const terms = (spec: EngagementSpec) => ({
    contractType: spec.contractType,
    currency: spec.currency ?? "USD",
    rateMinor: spec.rateMinor,
    weeklyHoursCap: spec.contractType === "hourly" ? 40 : null,
    milestones: spec.milestones ?? [],
    startDate: spec.startDate,
    trialDays: spec.trialDays ?? 14,
    noticeDays: 7,
  });
  const parties = (i: number) => ({
    applicationId: applicationRows[i]!.id,
    companyId: specs[i]!.companyId,
    talentId: specs[i]!.talentId,
    jobId: jobRows[i]!.id,
  });
  const offerRows = await inBatches(
    specs.map((spec, i) => ({ spec, i })),
    (batch) =>
      db
        .insert(offers)
        .values(
          batch.map(({ spec, i }) => ({
            ...parties(i),
            ...terms(spec),
            status: "accepted" as const,
            expiresAt: new Date(Date.parse(`${spec.startDate}T00:00:00Z`)),
            answeredAt: new Date(Date.parse(`${spec.startDate}T00:00:00Z`)),
          })),
        )
        .returning({ id: offers.id }),
  );
  const rows = await inBatches(
    specs.map((spec, i) => ({ spec, i })),
    (batch) =>
      db
        .insert(engagements)
        .values(
          batch.map(({ spec, i }) => ({
            offerId: offerRows[i]!.id,
            ...parties(i),
            ...terms(spec),
            status: spec.endedOn ? ("ended" as const) : ("active" as const),
            endedOn: spec.endedOn ?? null,
            endedBy: spec.endedOn ? ("client" as const) : null,
            endedInTrial: spec.trialEndedEarly ?? false,
            trialEndedEarly: spec.trialEndedEarly ?? false,
          })),
        )
        .returning({ id: engagements.id }),
  );
  return rows.map((row) => row.id);
}

export type WeekSpec = { engagementId: number; weekStart: string; minutes: number; reviewedAt: Date };

/** Approved weeks (their entries are left out: the close reads the week's minutes). */
export async function insertApprovedWeeks(db: Db, weeks: readonly WeekSpec[]): Promise<number[]> {
  const rows = await inBatches(weeks, (batch) =>
    db
      .insert(timesheets)
      .values(
        batch.map((week) => ({
          engagementId: week.engagementId,
          weekStart: week.weekStart,
          status: "approved" as const,
          minutes: week.minutes,
          submittedAt: week.reviewedAt,
          reviewDeadline: week.reviewedAt,
          reviewedAt: week.reviewedAt,
        })),
      )
      .returning({ id: timesheets.id }),
  );
  return rows.map((row) => row.id);
}

export type MilestoneSpec = { engagementId: number; position: number; approvedAt: Date; deliveredAt?: Date };

export async function insertApprovedMilestones(db: Db, milestones: readonly MilestoneSpec[]) {
  await inBatches(milestones, (batch) =>
    db
      .insert(milestoneDeliveries)
      .values(
        batch.map((m) => ({
          engagementId: m.engagementId,
          position: m.position,
          status: "approved" as const,
          deliveredAt: m.deliveredAt ?? m.approvedAt,
          approveBy: m.approvedAt,
          approvedAt: m.approvedAt,
        })),
      )
      .then(() => []),
  );
}
