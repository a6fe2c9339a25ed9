import { data, list, type ApiOperation } from "@/lib/openapi/operation";
import { clientJobSchema } from "@/lib/validation/client-job-responses";
import { createJobSchema } from "@/lib/validation/client-jobs";

export const operations: ApiOperation[] = [
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
];
