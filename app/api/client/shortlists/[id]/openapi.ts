import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { shortlistDetailSchema, shortlistNameSchema, shortlistSchema } from "@/lib/validation/shortlists";

const idParam = z.object({ id: z.string().describe("The shortlist's id") });

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/shortlists/{id}",
    summary: "One of the client's shortlists with its talent as directory cards, last saved first",
    tag: "Client",
    token: "client",
    pathParams: idParam,
    success: { status: 200, description: "The shortlist", schema: data(shortlistDetailSchema) },
    errors: [404],
  },
  {
    method: "patch",
    path: "/api/client/shortlists/{id}",
    summary: "Rename a shortlist",
    tag: "Client",
    token: "client",
    pathParams: idParam,
    body: { schema: shortlistNameSchema },
    success: { status: 200, description: "The shortlist", schema: data(shortlistSchema) },
    errors: [400, 404, 409, 415, 422],
  },
  {
    method: "delete",
    path: "/api/client/shortlists/{id}",
    summary: "Delete a shortlist (the talent stay in the directory)",
    tag: "Client",
    token: "client",
    pathParams: idParam,
    success: { status: 204, description: "Deleted" },
    errors: [404],
  },
];
