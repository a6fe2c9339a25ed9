import "server-only";

import { and, eq } from "drizzle-orm";

import type { Offer } from "@/lib/validation/offers";

import { applications, companies, jobs, offers } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { offersWhere } from "./offer-json";

/** The talent's offers, every status, newest first. */
export async function listTalentOffers(db: Db, talentId: number): Promise<Offer[]> {
  return offersWhere(db, eq(offers.talentId, talentId));
}

/** The offers on one application of the client's company, newest first; 404 for anyone else's application. */
export async function listApplicationOffers(db: Db, clientId: number, applicationId: number): Promise<Offer[]> {
  const [own] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(applications.id, applicationId), eq(companies.clientId, clientId)));
  if (!own) throw apiError("not_found", "Application not found.");
  return offersWhere(db, eq(offers.applicationId, applicationId));
}
