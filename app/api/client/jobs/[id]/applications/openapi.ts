import { z } from "zod";

import { list, type ApiOperation } from "@/lib/openapi/operation";
import { clientApplicationSchema } from "@/lib/validation/applications";

const idParam = z.object({ id: z.string().describe("A numeric id") });

export const operations: ApiOperation[] = [
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
];
