import { z } from "zod";

import { talentSearchPageSchema, talentSearchQuerySchema } from "@/lib/validation/directory";
import {
  shortlistDetailSchema,
  shortlistNameSchema,
  shortlistSchema,
  shortlistsQuerySchema,
} from "@/lib/validation/shortlists";

import type { ApiOperation } from "./operations";

const data = <T extends z.ZodType>(item: T) => z.object({ data: item });
const idParam = z.object({ id: z.string().describe("The shortlist's id") });
const talentParams = idParam.extend({ talent_id: z.string().describe("The talent's id (`id` of a directory result)") });

/** The recruiters' talent directory and shortlists. */
export const directoryOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/talent",
    summary:
      "Search vetted talent visible to recruiters. `min_overlap_hours` and `sort=overlap` measure against the company's team hours (422 until they are set)",
    tag: "Client",
    token: "client",
    query: talentSearchQuerySchema,
    success: { status: 200, description: "A page of talent cards", schema: talentSearchPageSchema },
    errors: [422],
  },
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
