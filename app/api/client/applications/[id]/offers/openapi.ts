import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { offerAnswerSchema, offerRequestSchema, offersAnswerSchema } from "@/lib/validation/offers";

const pathParams = z.object({ id: z.string().describe("A numeric application id") });

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/applications/{id}/offers",
    summary: "The offers sent on one of the company's applications, every status, newest first",
    tag: "Client",
    token: "client",
    pathParams,
    success: { status: 200, description: "Offers, newest first", schema: offersAnswerSchema },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/client/applications/{id}/offers",
    summary:
      "Send an offer's terms (currency from the job); an application in applied, screening or interview moves to offer, and a pending offer is superseded",
    tag: "Client",
    token: "client",
    pathParams,
    body: { schema: offerRequestSchema, jsonOnly: true },
    success: { status: 201, description: "The sent offer", schema: offerAnswerSchema },
    errors: [404, 409, 415, 422],
    errorDescriptions: {
      409: "The application is hired, rejected or withdrawn, or another offer was sent at the same moment",
    },
  },
];
