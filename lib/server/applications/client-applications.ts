import "server-only";

import { BOARD_PAGE_SIZE } from "@/lib/applications/board-pages";
import type { ClientApplication, JobApplicationsPage } from "@/lib/validation/applications";

import type { Db } from "../db/types";
import { clientApplicationJson, jobApplicationsPageJson } from "./client-applications-json";

/** The board's first load: every stage's first page with its count and next cursor (404 for another company's job). */
export async function jobBoardFirstPages(db: Db, clientId: number, jobId: number): Promise<JobApplicationsPage> {
  const json = await jobApplicationsPageJson(db, clientId, jobId, { limit: BOARD_PAGE_SIZE });
  return JSON.parse(json) as JobApplicationsPage;
}

/** One application to one of the client's jobs (404 for another company's, the same as an unknown one). */
export async function clientApplication(db: Db, clientId: number, applicationId: number): Promise<ClientApplication> {
  const [application] = JSON.parse(await clientApplicationJson(db, clientId, applicationId)) as ClientApplication[];
  return application!;
}
