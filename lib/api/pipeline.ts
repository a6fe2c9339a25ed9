import {
  applicationNoteSchema,
  clientApplicationSchema,
  type ApplicationNote,
  type ClientApplication,
  type StageMoveRequest,
} from "@/lib/validation/applications";
import { z } from "@/lib/validation/zod";

import { api } from "./client";

/** GET /api/client/jobs/{id}/applications: the applicants to one of the client's jobs. */
export async function jobApplicationsRequest(jobId: number, signal?: AbortSignal): Promise<ClientApplication[]> {
  const response = await api.get(`/api/client/jobs/${jobId}/applications`, { signal });
  return z.object({ data: z.array(clientApplicationSchema) }).parse(response.data).data;
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
