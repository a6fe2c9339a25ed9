import "server-only";

import { and, eq } from "drizzle-orm";

import type { AccountKind } from "@/lib/accounts/kinds";
import {
  DEFAULT_NOTIFICATION_SETTING,
  type NotificationSetting,
  type NotificationTopic,
} from "@/lib/notifications/topics";

import { notificationSettings } from "../db/schema";
import type { Db } from "../db/types";

/** A person's setting for one notification topic; the default (on) when they never changed it. */
export async function notificationSetting<K extends AccountKind>(
  db: Db,
  kind: K,
  accountId: number,
  topic: NotificationTopic<K>,
): Promise<NotificationSetting> {
  const [row] = await db
    .select({ setting: notificationSettings.setting })
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.accountKind, kind),
        eq(notificationSettings.accountId, accountId),
        eq(notificationSettings.topic, String(topic)),
      ),
    );
  return (row?.setting as NotificationSetting | undefined) ?? DEFAULT_NOTIFICATION_SETTING;
}

/** True unless the person switched the topic off (or to a daily digest, which is sent by its own run). */
export async function wantsImmediateMail<K extends AccountKind>(
  db: Db,
  kind: K,
  accountId: number,
  topic: NotificationTopic<K>,
): Promise<boolean> {
  return mailsAtOnce(await notificationSetting(db, kind, accountId, topic));
}

/** Whether a stored setting (null: never changed, so the default) asks for each mail as it happens. */
export const mailsAtOnce = (setting: string | null): boolean => (setting ?? DEFAULT_NOTIFICATION_SETTING) === "on";
