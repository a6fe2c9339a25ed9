import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { clientJobSchema } from "@/lib/validation/client-job-responses";
import { updateJobSchema } from "@/lib/validation/client-jobs";

const idParam = z.object({ id: z.string().describe("A numeric id") });

export const operations: ApiOperation[] = [
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
];
