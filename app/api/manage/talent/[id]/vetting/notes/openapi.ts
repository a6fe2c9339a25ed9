import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { vettingNoteRequestSchema, vettingNoteSchema } from "@/lib/validation/manage-vetting";

const idParam = z.object({ id: z.string().describe("The talent's numeric id") });

export const operations: ApiOperation[] = [
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
