import type { MemberKind } from "@/lib/accounts/kinds";
import { JOB_STATUSES } from "@/lib/jobs/states";
import {
  filedReportSchema,
  jobReportSchema,
  type ReportRequest,
  type ReportResolution,
} from "@/lib/validation/job-review";
import { z } from "@/lib/validation/zod";

import { api, bearer } from "./client";
import { tokenFor } from "./token-storage";

const one = <T extends z.ZodType>(item: T) => z.object({ data: item });
const jobMove = one(z.object({ id: z.number().int(), status: z.enum(JOB_STATUSES) }));

/** POST /api/jobs/{slug}/report with the signed-in person's token (talent or client: /api/jobs carries none by path). */
export async function reportJobRequest(slug: string, report: ReportRequest, as: MemberKind) {
  const token = tokenFor(as);
  const response = await api.post(
    `/api/jobs/${encodeURIComponent(slug)}/report`,
    report,
    token ? { headers: bearer(token) } : {},
  );
  return one(filedReportSchema).parse(response.data).data;
}

/** POST /api/manage/jobs/{id}/review: approve, or reject with the reason the recruiter reads. */
export const reviewJobRequest = async (
  id: number,
  review: { decision: "approve" } | { decision: "reject"; reason: string },
) => jobMove.parse((await api.post(`/api/manage/jobs/${id}/review`, review)).data).data;

/** POST /api/manage/jobs/{id}/close, with the reason the recruiter reads. */
export const closeJobAsManagerRequest = async (id: number, reason: string) =>
  jobMove.parse((await api.post(`/api/manage/jobs/${id}/close`, { reason })).data).data;

/** POST /api/manage/jobs/{id}/reopen: lifts a platform closure. */
export const reopenJobAsManagerRequest = async (id: number) =>
  jobMove.parse((await api.post(`/api/manage/jobs/${id}/reopen`)).data).data;

/** POST /api/manage/reports/{id}/resolve. */
export const resolveReportRequest = async (id: number, resolution: ReportResolution) =>
  one(jobReportSchema).parse((await api.post(`/api/manage/reports/${id}/resolve`, { resolution })).data).data;
