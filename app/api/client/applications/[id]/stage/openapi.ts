import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { clientApplicationSchema, stageMoveRequestSchema } from "@/lib/validation/applications";

const idParam = z.object({ id: z.string().describe("A numeric id") });

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/applications/{id}/stage",
    summary:
      "Move an applicant's card; `from_stage` is the stage the card showed (409 when it is no longer current or the move is not allowed)",
    tag: "Client",
    token: "client",
    pathParams: idParam,
    body: { schema: stageMoveRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The application after the move", schema: data(clientApplicationSchema) },
    errors: [400, 404, 409, 415, 422],
  },
];
