import { z } from "zod";
import { clientJobSchema } from "@/lib/validation/client-job-responses";
import { createJobSchema, updateJobSchema } from "@/lib/validation/client-jobs";
import { companySchema, companyUpdateSchema } from "@/lib/validation/company";
import type { ApiOperation } from "./operations";

const data = <T extends z.ZodType>(item: T) => z.object({ data: item });
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
const idParam = z.object({ id: z.string().describe("A numeric id") });

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
    body: { schema: companyUpdateSchema.extend({ logo: z.string().describe("A file (multipart)").optional() }), multipartOnly: true },
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
    summary: "Create a job: a draft, or open at once with `publish: true`",
    tag: "Client",
    token: "client",
    body: { schema: createJobSchema, jsonOnly: true },
    success: { status: 201, description: "The job", schema: data(clientJobSchema) },
    errors: [400, 415, 422],
  },
  {
    method: "patch",
    path: "/api/client/jobs/{id}",
    summary: "Edit a job's fields or move it: `status` open (publish or reopen) or closed",
    tag: "Client",
    token: "client",
    pathParams: idParam,
    body: { schema: updateJobSchema, jsonOnly: true },
    success: { status: 200, description: "The job", schema: data(clientJobSchema) },
    errors: [400, 404, 409, 415, 422],
  },
];
