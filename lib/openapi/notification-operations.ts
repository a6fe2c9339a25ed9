import {
  notificationSettingsRequestSchema,
  notificationSettingsResponseSchema,
} from "@/lib/validation/notification-settings";

import type { ApiOperation } from "./operations";

/** The signed-in account's notification settings, one per topic of its kind (lib/notifications/topics.ts). */
export const notificationOperations: ApiOperation[] = (["talent", "client"] as const).flatMap(
  (kind): ApiOperation[] => {
    const tag = kind === "talent" ? "Talent" : "Client";
    return [
      {
        method: "get",
        path: `/api/${kind}/notifications`,
        summary: "Every notification topic of the account with its setting (on unless switched)",
        tag,
        token: kind,
        success: { status: 200, description: "The settings", schema: notificationSettingsResponseSchema(kind) },
      },
      {
        method: "put",
        path: `/api/${kind}/notifications`,
        summary:
          kind === "client"
            ? "Change some topics: `{ topic: setting }`; new_applicant takes on (at once), daily (the daily digest) or off. 400 names an unknown topic or setting"
            : "Change some topics: `{ topic: setting }`, each on or off. 400 names an unknown topic or setting",
        tag,
        token: kind,
        body: { schema: notificationSettingsRequestSchema(kind), jsonOnly: true },
        success: {
          status: 200,
          description: "Every topic's setting after the change",
          schema: notificationSettingsResponseSchema(kind),
        },
        errors: [400, 415],
      },
    ];
  },
);
