import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { shortlistNameSchema, shortlistSchema, shortlistsQuerySchema } from "@/lib/validation/shortlists";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/shortlists",
    summary: "The client's shortlists by name, with how many talent each holds",
    tag: "Client",
    token: "client",
    query: shortlistsQuerySchema,
    success: { status: 200, description: "The shortlists", schema: z.object({ data: z.array(shortlistSchema) }) },
    errors: [422],
  },
  {
    method: "post",
    path: "/api/client/shortlists",
    summary: "Create a shortlist (409 when the client already has one of that name, case-insensitively)",
    tag: "Client",
    token: "client",
    body: { schema: shortlistNameSchema },
    success: { status: 201, description: "The new, empty shortlist", schema: data(shortlistSchema) },
    errors: [400, 409, 415, 422],
  },
];
