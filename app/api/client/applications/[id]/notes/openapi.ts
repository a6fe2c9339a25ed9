import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { applicationNoteSchema, noteRequestSchema } from "@/lib/validation/applications";

const idParam = z.object({ id: z.string().describe("A numeric id") });

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/applications/{id}/notes",
    summary: "Add a private note to an application (never shown to the talent)",
    tag: "Client",
    token: "client",
    pathParams: idParam,
    body: { schema: noteRequestSchema, jsonOnly: true },
    success: { status: 201, description: "The note", schema: data(applicationNoteSchema) },
    errors: [400, 404, 415, 422],
  },
];
