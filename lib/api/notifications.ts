import type { MemberKind } from "@/lib/accounts/kinds";
import { notificationSettingsResponseSchema, type NotificationSettings } from "@/lib/validation/notification-settings";

import { api } from "./client";

/** PUT /api/{kind}/notifications with the topics that changed; answers every topic's setting as stored. */
export async function saveNotificationSettingsRequest(
  kind: MemberKind,
  changes: NotificationSettings,
): Promise<NotificationSettings> {
  const response = await api.put(`/api/${kind}/notifications`, changes);
  return notificationSettingsResponseSchema(kind).parse(response.data).data;
}
