import { notificationSettingsResponseSchema, type NotificationSettings } from "@/lib/validation/notification-settings";

import { api } from "./client";
import type { UserType } from "./types";

/** PUT /api/{kind}/notifications with the topics that changed; answers every topic's setting as stored. */
export async function saveNotificationSettingsRequest(
  kind: UserType,
  changes: NotificationSettings,
): Promise<NotificationSettings> {
  const response = await api.put(`/api/${kind}/notifications`, changes);
  return notificationSettingsResponseSchema(kind).parse(response.data).data;
}
