import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { clientRescheduleRequestSchema, interviewSchema } from "@/lib/validation/interviews";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/interviews/{id}/reschedule",
    summary:
      "Offer new slots for a proposed or booked interview (a booking is given up): back to proposed, the same uid, the sequence raised. Omitted duration, link, phone and note stay as they were",
    tag: "Client",
    token: "client",
    pathParams: z.object({ id: z.string().describe("A numeric interview id") }),
    body: { schema: clientRescheduleRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The interview, proposed again", schema: data(interviewSchema) },
    errors: [404, 409, 415, 422],
    errorDescriptions: {
      409: "Cancelled, or it has already taken place",
    },
  },
];
