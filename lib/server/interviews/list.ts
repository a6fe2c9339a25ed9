import "server-only";

import { eq, inArray } from "drizzle-orm";

import type { ClientInterview } from "@/lib/validation/client-interviews";
import type { Interview } from "@/lib/validation/interviews";

import { companies, interviews } from "../db/schema";
import type { Db } from "../db/types";
import { feedbackByInterview } from "./feedback";
import { interviewsWhere } from "./interview-json";

/** The talent's interviews, every status, newest first (never the company's scorecard). */
export async function listTalentInterviews(db: Db, talentId: number): Promise<{ data: Interview[] }> {
  return { data: await interviewsWhere(db, eq(interviews.talentId, talentId)) };
}

/** The client's company's interviews, every status, newest first, each with its private scorecard (or null). */
export async function listClientInterviews(db: Db, clientId: number): Promise<{ data: ClientInterview[] }> {
  const own = inArray(
    interviews.companyId,
    db.select({ id: companies.id }).from(companies).where(eq(companies.clientId, clientId)),
  );
  const list = await interviewsWhere(db, own);
  const scored = await feedbackByInterview(
    db,
    list.map((interview) => interview.id),
  );
  return { data: list.map((interview) => ({ ...interview, feedback: scored.get(interview.id) ?? null })) };
}
