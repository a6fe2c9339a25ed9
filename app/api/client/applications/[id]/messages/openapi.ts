import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import {
  beforeQuerySchema,
  messageRequestSchema,
  messageSchema,
  messagesPageSchema,
} from "@/lib/validation/conversations";

const idParam = z.object({ id: z.string().describe("A numeric application id") });

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/applications/{id}/messages",
    summary: "The application's conversation: the newest 50 messages before `before` (a message id), oldest first",
    tag: "Client",
    token: "client",
    pathParams: idParam,
    query: beforeQuerySchema,
    success: { status: 200, description: "Messages and both sides' read positions", schema: messagesPageSchema },
    errors: [404, 422],
  },
  {
    method: "post",
    path: "/api/client/applications/{id}/messages",
    summary:
      "Send a plain-text message. With an Idempotency-Key header, a retry by the same sender answers 201 with the first message (header Idempotent-Replayed: true) and writes nothing; the same key with other words is 422",
    tag: "Client",
    token: "client",
    pathParams: idParam,
    body: { schema: messageRequestSchema, jsonOnly: true },
    success: { status: 201, description: "The message", schema: data(messageSchema) },
    errors: [404, 415, 422, 429],
    errorDescriptions: { 429: "More than 30 messages in a minute from this sender" },
  },
];
