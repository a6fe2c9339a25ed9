import type { ApiOperation } from "@/lib/openapi/operation";
import {
  notificationSettingsRequestSchema,
  notificationSettingsResponseSchema,
} from "@/lib/validation/notification-settings";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/notifications",
    summary: "Every notification topic of the account with its setting (on unless switched)",
    tag: "Client",
    token: "client",
    success: { status: 200, description: "The settings", schema: notificationSettingsResponseSchema("client") },
  },
  {
    method: "put",
    path: "/api/client/notifications",
    summary:
      "Change some topics: `{ topic: setting }`; new_applicant takes on (at once), daily (the daily digest) or off. 400 names an unknown topic or setting",
    tag: "Client",
    token: "client",
    body: { schema: notificationSettingsRequestSchema("client"), jsonOnly: true },
    success: {
      status: 200,
      description: "Every topic's setting after the change",
      schema: notificationSettingsResponseSchema("client"),
    },
    errors: [400, 415],
  },
];
