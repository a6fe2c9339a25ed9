import type { ApiOperation } from "@/lib/openapi/operation";
import {
  notificationSettingsRequestSchema,
  notificationSettingsResponseSchema,
} from "@/lib/validation/notification-settings";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/notifications",
    summary: "Every notification topic of the account with its setting (on unless switched)",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "The settings", schema: notificationSettingsResponseSchema("talent") },
  },
  {
    method: "put",
    path: "/api/talent/notifications",
    summary: "Change some topics: `{ topic: setting }`, each on or off. 400 names an unknown topic or setting",
    tag: "Talent",
    token: "talent",
    body: { schema: notificationSettingsRequestSchema("talent"), jsonOnly: true },
    success: {
      status: 200,
      description: "Every topic's setting after the change",
      schema: notificationSettingsResponseSchema("talent"),
    },
    errors: [400, 415],
  },
];
