import { z } from "zod";

import { JOB_STATUSES } from "@/lib/jobs/states";
import {
  filedReportSchema,
  jobReportSchema,
  jobReportsPageSchema,
  manageJobsPageSchema,
  manageJobsQuerySchema,
  manageReportsQuerySchema,
  reportRequestSchema,
  resolveReportSchema,
  reviewRequestSchema,
} from "@/lib/validation/job-review";

import type { ApiOperation } from "./operations";

const data = <T extends z.ZodType>(item: T) => z.object({ data: item });
const idParam = z.object({ id: z.string().describe("A numeric id") });
const slugParam = z.object({ slug: z.string().describe("The job's slug") });
const jobMove = data(z.object({ id: z.number().int(), status: z.enum(JOB_STATUSES) }));

/** Job review by managers and job reports by signed-in people. */
export const jobReviewOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/jobs",
    summary:
      "Jobs for the managers: the review queue (pending_review, oldest first) by default, or any status (all) newest first; `q` searches; 20 per page, with open report counts",
    tag: "Manager",
    token: "manager",
    query: manageJobsQuerySchema,
    success: { status: 200, description: "A page of jobs", schema: manageJobsPageSchema },
    errors: [422],
  },
  {
    method: "post",
    path: "/api/manage/jobs/{id}/review",
    summary:
      "Decide on a job in review: approve opens it (and the company's next jobs open without review); reject sends it back to draft with `reason`, which the recruiter sees. The recruiter is emailed. 409 once it is no longer in review",
    tag: "Manager",
    token: "manager",
    pathParams: idParam,
    body: { schema: reviewRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The job's new status", schema: jobMove },
    errors: [400, 404, 409, 415, 422],
  },
  {
    method: "post",
    path: "/api/manage/jobs/{id}/close",
    summary: "Close an open job or a job in review; 409 for a draft or a closed job",
    tag: "Manager",
    token: "manager",
    pathParams: idParam,
    success: { status: 200, description: "The job's new status", schema: jobMove },
    errors: [404, 409],
  },
  {
    method: "get",
    path: "/api/manage/reports",
    summary:
      "Job reports: open ones oldest first (the queue), or resolved ones newest first; with the job and the reporter",
    tag: "Manager",
    token: "manager",
    query: manageReportsQuerySchema,
    success: { status: 200, description: "A page of reports", schema: jobReportsPageSchema },
    errors: [422],
  },
  {
    method: "post",
    path: "/api/manage/reports/{id}/resolve",
    summary:
      "Resolve an open report: dismissed, or job_closed (also closes the job if it is open or in review); 409 once resolved",
    tag: "Manager",
    token: "manager",
    pathParams: idParam,
    body: { schema: resolveReportSchema, jsonOnly: true },
    success: { status: 200, description: "The resolved report", schema: data(jobReportSchema) },
    errors: [400, 404, 409, 415, 422],
  },
  {
    method: "post",
    path: "/api/jobs/{slug}/report",
    summary:
      "Report a job (open or closed) as a signed-in talent or client; 409 when this person already reported it, 404 for an unknown or unlisted job",
    tag: "Jobs",
    token: ["talent", "client"],
    pathParams: slugParam,
    body: { schema: reportRequestSchema, jsonOnly: true },
    success: { status: 201, description: "The report", schema: data(filedReportSchema) },
    errors: [400, 404, 409, 415, 422],
  },
];
