import { z } from "zod";

import {
  applicationNoteSchema,
  applyRequestSchema,
  clientApplicationSchema,
  noteRequestSchema,
  savedJobSchema,
  stageMoveRequestSchema,
  talentApplicationSchema,
} from "@/lib/validation/applications";
import { clientJobSchema } from "@/lib/validation/client-job-responses";
import { createJobSchema, updateJobSchema } from "@/lib/validation/client-jobs";
import { companySchema, companyUpdateSchema } from "@/lib/validation/company";

import type { ApiOperation } from "./operations";

const data = <T extends z.ZodType>(item: T) => z.object({ data: item });
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
const idParam = z.object({ id: z.string().describe("A numeric id") });
const slugParam = z.object({ slug: z.string().describe("The job's slug") });

/** The hiring loop's calls: companies, recruiter jobs, applications and saved jobs. */
export const hiringOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/company",
    summary: "The client's company",
    tag: "Client",
    token: "client",
    success: { status: 200, description: "The company", schema: data(companySchema) },
  },
  {
    method: "post",
    path: "/api/client/company",
    summary: "Update the client's company (partial; `logo` a PNG, JPEG or WebP up to 2 MB, `remove_logo=1` deletes it)",
    tag: "Client",
    token: "client",
    body: {
      schema: companyUpdateSchema.extend({ logo: z.string().describe("A file (multipart)").optional() }),
      multipartOnly: true,
    },
    success: { status: 200, description: "The updated company", schema: data(companySchema) },
    errors: [400, 413, 415, 422],
  },
  {
    method: "get",
    path: "/api/client/jobs",
    summary: "The client's own jobs in every state, newest first, with applicant counts per stage",
    tag: "Client",
    token: "client",
    success: { status: 200, description: "The jobs", schema: list(clientJobSchema) },
  },
  {
    method: "post",
    path: "/api/client/jobs",
    summary:
      "Create a job: a draft, or open at once with `publish: true` (422 `email_not_verified` until the email is verified; drafts save regardless)",
    tag: "Client",
    token: "client",
    body: { schema: createJobSchema, jsonOnly: true },
    success: { status: 201, description: "The job", schema: data(clientJobSchema) },
    errors: [400, 415, 422],
  },
  {
    method: "patch",
    path: "/api/client/jobs/{id}",
    summary:
      "Edit a job's fields or move it: `status` open (publish or reopen; 422 `email_not_verified` until the email is verified) or closed",
    tag: "Client",
    token: "client",
    pathParams: idParam,
    body: { schema: updateJobSchema, jsonOnly: true },
    success: { status: 200, description: "The job", schema: data(clientJobSchema) },
    errors: [400, 404, 409, 415, 422],
  },
  {
    method: "get",
    path: "/api/client/jobs/{id}/applications",
    summary: "The applicants to one of the client's jobs, oldest first: talent summary, stage, history, private notes",
    tag: "Client",
    token: "client",
    pathParams: idParam,
    success: { status: 200, description: "The applications", schema: list(clientApplicationSchema) },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/client/applications/{id}/stage",
    summary:
      "Move an applicant's card; `from_stage` is the stage the card showed (409 when it is no longer current or the move is not allowed)",
    tag: "Client",
    token: "client",
    pathParams: idParam,
    body: { schema: stageMoveRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The application after the move", schema: data(clientApplicationSchema) },
    errors: [400, 404, 409, 415, 422],
  },
  {
    method: "post",
    path: "/api/client/applications/{id}/notes",
    summary: "Add a private note to an application (never shown to the talent)",
    tag: "Client",
    token: "client",
    pathParams: idParam,
    body: { schema: noteRequestSchema, jsonOnly: true },
    success: { status: 201, description: "The note", schema: data(applicationNoteSchema) },
    errors: [400, 404, 415, 422],
  },
  {
    method: "get",
    path: "/api/talent/applications",
    summary: "The talent's applications, newest first, with stage and public history (never the company's notes)",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "The applications", schema: list(talentApplicationSchema) },
  },
  {
    method: "post",
    path: "/api/talent/applications",
    summary:
      "Apply to an open job (JSON, or multipart with an optional `resume` PDF up to 5 MB); 422 for a closed job, an email not verified yet (`email_not_verified`) or a profile below the apply threshold, naming what is missing",
    tag: "Talent",
    token: "talent",
    body: {
      schema: applyRequestSchema.extend({ resume: z.string().describe("A PDF file (multipart only)").optional() }),
    },
    success: { status: 201, description: "The application", schema: data(talentApplicationSchema) },
    errors: [400, 404, 409, 413, 415, 422],
  },
  {
    method: "post",
    path: "/api/talent/applications/{id}/withdraw",
    summary: "Withdraw an application (409 once hired, rejected or withdrawn)",
    tag: "Talent",
    token: "talent",
    pathParams: idParam,
    success: { status: 200, description: "The application", schema: data(talentApplicationSchema) },
    errors: [404, 409],
  },
  {
    method: "get",
    path: "/api/talent/saved-jobs",
    summary: "The talent's saved jobs, newest save first; closed ones stay, with status closed",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "The saved jobs", schema: list(savedJobSchema) },
  },
  {
    method: "put",
    path: "/api/talent/saved-jobs/{slug}",
    summary: "Save a job (idempotent)",
    tag: "Talent",
    token: "talent",
    pathParams: slugParam,
    success: { status: 200, description: "The saved job", schema: data(savedJobSchema) },
    errors: [404],
  },
  {
    method: "delete",
    path: "/api/talent/saved-jobs/{slug}",
    summary: "Unsave a job (idempotent)",
    tag: "Talent",
    token: "talent",
    pathParams: slugParam,
    success: { status: 204, description: "Not saved (any more)" },
    errors: [404],
  },
];
