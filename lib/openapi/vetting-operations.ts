import { z } from "zod";

import {
  vettingDetailSchema,
  vettingMoveRequestSchema,
  vettingNoteRequestSchema,
  vettingNoteSchema,
  vettingQueuePageSchema,
  vettingQueueQuerySchema,
} from "@/lib/validation/manage-vetting";

import type { ApiOperation } from "./operations";

const data = <T extends z.ZodType>(item: T) => z.object({ data: item });
const idParam = z.object({ id: z.string().describe("The talent's numeric id") });

/** The managers' side of vetting: the queue, one talent's file, moves and private notes. */
export const vettingOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/vetting",
    summary:
      "One stage's vetting queue (default submitted), oldest arrival in the stage first, paged, with every stage's count",
    tag: "Manager",
    token: "manager",
    query: vettingQueueQuerySchema,
    success: { status: 200, description: "One page of the queue", schema: vettingQueuePageSchema },
    errors: [422],
  },
  {
    method: "get",
    path: "/api/manage/talent/{id}/vetting",
    summary:
      "A talent's vetting: profile, current stage, rubric, allowed moves, history of every attempt and private notes",
    tag: "Manager",
    token: "manager",
    pathParams: idParam,
    success: { status: 200, description: "The talent's vetting", schema: data(vettingDetailSchema) },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/manage/talent/{id}/vetting",
    summary:
      "Move a talent's vetting on from `from_stage`; declining needs a reason and every rubric score, vetting every score. 409 when `from_stage` is stale",
    tag: "Manager",
    token: "manager",
    pathParams: idParam,
    body: { schema: vettingMoveRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The talent's vetting after the move", schema: data(vettingDetailSchema) },
    errors: [400, 404, 409, 415, 422],
  },
  {
    method: "post",
    path: "/api/manage/talent/{id}/vetting/notes",
    summary: "Add a private note to a talent's vetting (never shown to the talent)",
    tag: "Manager",
    token: "manager",
    pathParams: idParam,
    body: { schema: vettingNoteRequestSchema, jsonOnly: true },
    success: { status: 201, description: "The note", schema: data(vettingNoteSchema) },
    errors: [400, 404, 415, 422],
  },
];
