import { z } from "zod";

import {
  SAVED_SEARCHES_MAX,
  savedSearchIdParamSchema,
  savedSearchInputSchema,
  savedSearchSchema,
} from "@/lib/validation/saved-searches";

import type { ApiOperation } from "./operations";

const data = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** A talent's saved searches of the board: new matching jobs are mailed daily (job alerts). */
export const jobAlertOperations: ApiOperation[] = [
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
  {
    method: "delete",
    path: "/api/talent/saved-searches/{id}",
    summary: "Delete one of the talent's saved searches (its alerts stop); another talent's is not found",
    tag: "Talent",
    token: "talent",
    pathParams: savedSearchIdParamSchema,
    success: { status: 204, description: "Deleted" },
    errors: [404],
  },
];
