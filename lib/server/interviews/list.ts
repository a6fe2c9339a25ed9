import "server-only";

import { eq, inArray } from "drizzle-orm";

import type { Interview } from "@/lib/validation/interviews";

import type { Participant } from "../conversations/participant";
import { companies, interviews } from "../db/schema";
import type { Db } from "../db/types";
import { interviewsWhere } from "./interview-json";

/** The signed-in side's interviews, every status, newest first. */
export async function listInterviews(db: Db, who: Participant): Promise<{ data: Interview[] }> {
  const own =
    who.kind === "talent"
      ? eq(interviews.talentId, who.id)
      : inArray(
          interviews.companyId,
          db.select({ id: companies.id }).from(companies).where(eq(companies.clientId, who.id)),
        );
  return { data: await interviewsWhere(db, own) };
}
