import type { ApiOperation } from "@/lib/openapi/operation";
import {
  notificationSettingsRequestSchema,
  notificationSettingsResponseSchema,
} from "@/lib/validation/notification-settings";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/notifications",
    summary: "The manager's notification topics with their settings: the daily queue digest (on unless switched)",
    tag: "Manager",
    token: "manager",
    success: { status: 200, description: "The settings", schema: notificationSettingsResponseSchema("manager") },
  },
  {
    method: "put",
    path: "/api/manage/notifications",
    summary: "Change some topics: `{ topic: setting }`, each on or off. 400 names an unknown topic or setting",
    tag: "Manager",
    token: "manager",
    body: { schema: notificationSettingsRequestSchema("manager"), jsonOnly: true },
    success: {
      status: 200,
      description: "Every topic's setting after the change",
      schema: notificationSettingsResponseSchema("manager"),
    },
    errors: [400, 415],
  },
];
