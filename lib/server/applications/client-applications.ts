import "server-only";

import type { ClientApplication } from "@/lib/validation/applications";

import type { Db } from "../db/types";
import { clientApplicationsJson } from "./client-applications-json";

/** The applications to one of the client's jobs, oldest first (404 for another company's job). */
export async function listJobApplications(db: Db, clientId: number, jobId: number): Promise<ClientApplication[]> {
  return JSON.parse(await clientApplicationsJson(db, clientId, { jobId })) as ClientApplication[];
}

/** One application to one of the client's jobs (404 for another company's, the same as an unknown one). */
export async function clientApplication(db: Db, clientId: number, applicationId: number): Promise<ClientApplication> {
  const [application] = JSON.parse(
    await clientApplicationsJson(db, clientId, { applicationId }),
  ) as ClientApplication[];
  return application!;
}
