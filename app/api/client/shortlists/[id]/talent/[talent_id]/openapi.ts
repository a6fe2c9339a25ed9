import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { shortlistSchema } from "@/lib/validation/shortlists";

const idParam = z.object({ id: z.string().describe("The shortlist's id") });
const talentParams = idParam.extend({ talent_id: z.string().describe("The talent's id (`id` of a directory result)") });

export const operations: ApiOperation[] = [
  {
    method: "put",
    path: "/api/client/shortlists/{id}/talent/{talent_id}",
    summary: "Save a talent to a shortlist (idempotent); only talent the directory lists",
    tag: "Client",
    token: "client",
    pathParams: talentParams,
    success: { status: 200, description: "The shortlist", schema: data(shortlistSchema) },
    errors: [404],
  },
  {
    method: "delete",
    path: "/api/client/shortlists/{id}/talent/{talent_id}",
    summary: "Take a talent off a shortlist (idempotent)",
    tag: "Client",
    token: "client",
    pathParams: talentParams,
    success: { status: 204, description: "Removed, or was not on the list" },
    errors: [404],
  },
];
