import { data, type ApiOperation } from "@/lib/openapi/operation";
import {
  billingProfileAnswerSchema,
  billingProfileRequestSchema,
  billingProfileSchema,
} from "@/lib/validation/billing-profile";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/billing-profile",
    summary: "The company's billing profile: who its invoices are made out and mailed to (data is null until saved)",
    tag: "Client",
    token: "client",
    success: { status: 200, description: "The profile, or null", schema: billingProfileAnswerSchema },
  },
  {
    method: "put",
    path: "/api/client/billing-profile",
    summary:
      "Save the billing profile whole (a field left out is cleared); required before the first invoice. Issued invoices keep the buyer they were issued to",
    tag: "Client",
    token: "client",
    body: { schema: billingProfileRequestSchema, jsonOnly: true },
    success: {
      status: 200,
      description: "The saved profile",
      schema: data(billingProfileSchema),
    },
    errors: [415, 422],
  },
];
