import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { isActiveStage, isEarlierStage, type ApplicationStage } from "@/lib/applications/stages";
import { addDays, todayIn } from "@/lib/engagements/calendar-days";
import { START_DATE_PAST_DAYS_MAX } from "@/lib/engagements/states";
import { OFFER_VALID_DAYS } from "@/lib/offers/states";
import { offerRequestSchema, type Offer, type OfferRequest } from "@/lib/validation/offers";

import { moveStage } from "../applications/move-stage";
import { isUniqueViolation } from "../db/errors";
import { applications, companies, jobs, offers } from "../db/schema";
import type { Db } from "../db/types";
import { publishToApplication } from "../events/publish";
import { apiError } from "../http/error-codes";
import { validationFailed } from "../http/errors";
import { readJson } from "../http/json-body";
import { lockedStage } from "./lock-application";
import { mailOfferSent } from "./mails";
import { offerJson } from "./offer-json";

const START_DATE_FUTURE_DAYS_MAX = 365;

const finalStage = (stage: ApplicationStage) =>
  apiError("conflict", `This application is ${stage}: offers are for active applications.`);

async function clientApplication(db: Db, clientId: number, applicationId: number) {
  const [row] = await db
    .select({
      stage: applications.stage,
      talentId: applications.talentId,
      job: jobs,
      companyId: companies.id,
      companyZone: companies.timezone,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(applications.id, applicationId), eq(companies.clientId, clientId)));
  if (!row) throw apiError("not_found", "Application not found.");
  return row;
}

/** 422 unless the start lies from 60 days back to 365 ahead in the company's calendar. */
function assertStartDate(startDate: string, today: string) {
  const earliest = addDays(today, -START_DATE_PAST_DAYS_MAX);
  const latest = addDays(today, START_DATE_FUTURE_DAYS_MAX);
  if (startDate < earliest) {
    throw validationFailed({
      start_date: [`The start date may lie at most ${START_DATE_PAST_DAYS_MAX} days back (${earliest}).`],
    });
  }
  if (startDate > latest) {
    throw validationFailed({
      start_date: [`The start date may lie at most ${START_DATE_FUTURE_DAYS_MAX} days ahead (${latest}).`],
    });
  }
}

type JobRow = typeof jobs.$inferSelect;

/** The offer's overlap columns: the request's, none when it sends null, else the job's required overlap. */
function overlapColumns(body: OfferRequest, job: JobRow) {
  if (body.overlap === null)
    return { overlapTimezone: null, overlapStart: null, overlapEnd: null, overlapMinHours: null };
  if (body.overlap) {
    const { timezone, start, end, min_hours } = body.overlap;
    return { overlapTimezone: timezone, overlapStart: start, overlapEnd: end, overlapMinHours: min_hours };
  }
  return {
    overlapTimezone: job.overlapTimezone,
    overlapStart: job.overlapStart,
    overlapEnd: job.overlapEnd,
    overlapMinHours: job.overlapMinHours,
  };
}

/**
 * The client sends terms on an active application of their company. An application earlier in the pipeline moves
 * to `offer` through the recruiter's stage move, in the same transaction; a pending offer is superseded.
 */
export async function sendOffer(db: Db, clientId: number, applicationId: number, request: Request): Promise<Offer> {
  const application = await clientApplication(db, clientId, applicationId);
  if (!isActiveStage(application.stage)) throw finalStage(application.stage);
  const body = offerRequestSchema.parse(await readJson(request));
  assertStartDate(body.start_date, todayIn(application.companyZone ?? "UTC"));
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const stage = await lockedStage(tx, applicationId);
      if (!isActiveStage(stage)) throw finalStage(stage);
      const superseded = await tx
        .update(offers)
        .set({ status: "superseded", answeredAt: sql`now()` })
        .where(and(eq(offers.applicationId, applicationId), eq(offers.status, "sent")))
        .returning({ id: offers.id });
      const [row] = await tx
        .insert(offers)
        .values({
          applicationId,
          companyId: application.companyId,
          talentId: application.talentId,
          jobId: application.job.id,
          contractType: body.contract_type,
          currency: application.job.currency,
          rateMinor: body.rate_minor,
          weeklyHoursCap: body.weekly_hours_cap ?? null,
          milestones: body.milestones,
          startDate: body.start_date,
          trialDays: body.trial_days,
          noticeDays: body.notice_days,
          ...overlapColumns(body, application.job),
          message: body.message || null,
          expiresAt: sql`now() + ${OFFER_VALID_DAYS} * interval '1 day'`,
        })
        .returning({ id: offers.id, expiresAt: offers.expiresAt });
      if (isEarlierStage(stage, "offer")) {
        const actor = { kind: "client" as const, id: clientId };
        await moveStage(tx, { applicationId, actor, from: stage, to: "offer" });
      }
      await mailOfferSent(tx, applicationId, row!.expiresAt);
      for (const old of superseded) {
        await publishToApplication(tx, "offer", {
          application_id: applicationId,
          offer_id: old.id,
          status: "superseded",
        });
      }
      await publishToApplication(tx, "offer", { application_id: applicationId, offer_id: row!.id, status: "sent" });
      return row!.id;
    });
  } catch (error) {
    // Two offers sent at once: each saw no pending one; the second insert meets the first.
    if (isUniqueViolation(error, "offers_sent_per_application")) {
      throw apiError("conflict", "Another offer was just sent on this application: reload it and try again.");
    }
    throw error;
  }
  return offerJson(db, id);
}
