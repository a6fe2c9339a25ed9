import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { SAVED_SEARCHES_MAX, savedSearchInputSchema, savedSearchSchema } from "@/lib/validation/saved-searches";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/saved-searches",
    summary: "The talent's saved searches (job alerts), oldest first",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "The saved searches", schema: data(z.array(savedSearchSchema)) },
  },
  {
    method: "post",
    path: "/api/talent/saved-searches",
    summary: `Save a search of the jobs board: jobs matching it that are published later are mailed once a day, unless the talent switched job alerts off. 422 for invalid filters or name, or past ${SAVED_SEARCHES_MAX} saved searches`,
    tag: "Talent",
    token: "talent",
    body: { schema: savedSearchInputSchema, jsonOnly: true },
    success: { status: 201, description: "The saved search", schema: data(savedSearchSchema) },
    errors: [400, 415, 422],
  },
];
