import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { vettingDetailSchema, vettingMoveRequestSchema } from "@/lib/validation/manage-vetting";

const idParam = z.object({ id: z.string().describe("The talent's numeric id") });

export const operations: ApiOperation[] = [
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
];
