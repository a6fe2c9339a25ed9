import type { AccountKind } from "@/lib/accounts/kinds";
import { notificationSettingsResponseSchema, type NotificationSettings } from "@/lib/validation/notification-settings";

import { api } from "./client";

/** PUT /api/{talent|client|manage}/notifications with the topics that changed; answers every topic's setting. */
export async function saveNotificationSettingsRequest(
  kind: AccountKind,
  changes: NotificationSettings,
): Promise<NotificationSettings> {
  const area = kind === "manager" ? "manage" : kind;
  const response = await api.put(`/api/${area}/notifications`, changes);
  return notificationSettingsResponseSchema(kind).parse(response.data).data;
}
