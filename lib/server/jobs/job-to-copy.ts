import "server-only";

import type { ClientJob } from "@/lib/validation/client-job-responses";

import type { Db } from "../db/types";
import { ownJob } from "./own-jobs";

/**
 * The job "Hire again" copies into a new job's form (`?from_job={id}`): only one of the client's own company.
 * Another company's job, an unknown id and a malformed one all give null, and the form starts empty.
 */
export async function jobToCopy(db: Db, clientId: number, fromJob: string | undefined): Promise<ClientJob | null> {
  if (!fromJob || !/^\d{1,9}$/.test(fromJob)) return null;
  return ownJob(db, clientId, Number(fromJob)).catch(() => null);
}
