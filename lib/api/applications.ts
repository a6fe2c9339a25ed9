import {
  savedJobSchema,
  talentApplicationSchema,
  type SavedJob,
  type TalentApplication,
} from "@/lib/validation/applications";
import { z } from "@/lib/validation/zod";

import { api } from "./client";

const one = <T extends z.ZodType>(item: T) => z.object({ data: item });
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export type ApplyInput = { jobSlug: string; coverNote?: string; resume?: File | null };

/** POST /api/talent/applications: JSON, or multipart when another résumé goes with it. */
export async function applyToJobRequest({ jobSlug, coverNote, resume }: ApplyInput): Promise<TalentApplication> {
  const note = coverNote?.trim() || undefined;
  let body: FormData | { job_slug: string; cover_note?: string };
  if (resume) {
    body = new FormData();
    body.append("job_slug", jobSlug);
    if (note) body.append("cover_note", note);
    body.append("resume", resume);
  } else {
    body = { job_slug: jobSlug, ...(note ? { cover_note: note } : {}) };
  }
  const response = await api.post("/api/talent/applications", body);
  return one(talentApplicationSchema).parse(response.data).data;
}

/** GET /api/talent/applications: the talent's applications, newest first. */
export const listApplicationsRequest = async (): Promise<TalentApplication[]> =>
  list(talentApplicationSchema).parse((await api.get("/api/talent/applications")).data).data;

/** POST /api/talent/applications/{id}/withdraw. */
export const withdrawApplicationRequest = async (id: number): Promise<TalentApplication> =>
  one(talentApplicationSchema).parse((await api.post(`/api/talent/applications/${id}/withdraw`)).data).data;

/** GET /api/talent/saved-jobs. */
export const listSavedJobsRequest = async (): Promise<SavedJob[]> =>
  list(savedJobSchema).parse((await api.get("/api/talent/saved-jobs")).data).data;

/** PUT /api/talent/saved-jobs/{slug} (idempotent). */
export const saveJobRequest = async (slug: string): Promise<SavedJob> =>
  one(savedJobSchema).parse((await api.put(`/api/talent/saved-jobs/${encodeURIComponent(slug)}`)).data).data;

/** DELETE /api/talent/saved-jobs/{slug} (idempotent). */
export async function unsaveJobRequest(slug: string): Promise<void> {
  await api.delete(`/api/talent/saved-jobs/${encodeURIComponent(slug)}`);
}
