import type { ApplicationStage } from "@/lib/applications/stages";
import {
  applicationNoteSchema,
  clientApplicationSchema,
  jobApplicationsPageSchema,
  type ApplicationNote,
  type ClientApplication,
  type JobApplicationsPage,
  type StageMoveRequest,
} from "@/lib/validation/applications";
import { z } from "@/lib/validation/zod";

import { api } from "./client";

/**
 * GET /api/client/jobs/{id}/applications: every stage's first page of applicants, or with `stage` and `cursor`
 * that stage's next; each stage answered comes with its count and next cursor.
 */
export async function jobApplicationsRequest(
  jobId: number,
  page: { stage?: ApplicationStage; cursor?: string; limit?: number } = {},
  signal?: AbortSignal,
): Promise<JobApplicationsPage> {
  const response = await api.get(`/api/client/jobs/${jobId}/applications`, { params: page, signal });
  return jobApplicationsPageSchema.parse(response.data);
}

/** POST /api/client/applications/{id}/stage: one move of one card; the answer is the application as it is now. */
export async function moveApplicationRequest(
  applicationId: number,
  move: StageMoveRequest,
): Promise<ClientApplication> {
  const response = await api.post(`/api/client/applications/${applicationId}/stage`, move);
  return z.object({ data: clientApplicationSchema }).parse(response.data).data;
}

/** POST /api/client/applications/{id}/notes: a private note (201). */
export async function addApplicationNoteRequest(applicationId: number, body: string): Promise<ApplicationNote> {
  const response = await api.post(`/api/client/applications/${applicationId}/notes`, { body });
  return z.object({ data: applicationNoteSchema }).parse(response.data).data;
}
