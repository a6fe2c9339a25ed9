import "server-only";

import { and, eq, sql } from "drizzle-orm";
import type { ZodError } from "zod";

import type { AccountKind } from "@/lib/accounts/kinds";
import { DEFAULT_NOTIFICATION_SETTING, NOTIFICATION_TOPICS } from "@/lib/notifications/topics";
import type { FieldErrors } from "@/lib/validation/accounts";
import {
  notificationSettingsRequestSchema,
  UNKNOWN_TOPIC_MESSAGE,
  type NotificationSettings,
} from "@/lib/validation/notification-settings";

import { notificationSettings } from "../db/schema";
import type { Db } from "../db/types";
import { ApiError } from "../http/errors";

/** Every topic of the account's kind with its setting: the stored choice, else the default (on). */
export async function readNotificationSettings(
  db: Db,
  kind: AccountKind,
  accountId: number,
): Promise<NotificationSettings> {
  const rows = await db
    .select({ topic: notificationSettings.topic, setting: notificationSettings.setting })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.accountKind, kind), eq(notificationSettings.accountId, accountId)));
  const stored = new Map(rows.map((row) => [row.topic, row.setting]));
  return Object.fromEntries(
    Object.keys(NOTIFICATION_TOPICS[kind]).map((topic) => [topic, stored.get(topic) ?? DEFAULT_NOTIFICATION_SETTING]),
  );
}

/** A refused PUT as 400 naming each topic at fault: one the kind does not have, or a setting it does not offer. */
function badSettings(error: ZodError): ApiError {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") issue.keys.forEach((key) => add(key, UNKNOWN_TOPIC_MESSAGE));
    else add(issue.path.length > 0 ? String(issue.path[0]) : "settings", issue.message);
  }
  // "Send at least one topic" also fires beside a topic's own error: the topic's error is the one that helps.
  if (Object.keys(errors).length > 1) delete errors.settings;
  return new ApiError(400, Object.values(errors)[0]?.[0] ?? "The notification settings are invalid.", errors);
}

/**
 * Saves the topics sent (an upsert per topic, in one transaction: a PUT lands whole or not at all) and answers
 * every topic's setting as stored now.
 */
export async function saveNotificationSettings(
  db: Db,
  kind: AccountKind,
  accountId: number,
  body: unknown,
): Promise<NotificationSettings> {
  const parsed = notificationSettingsRequestSchema(kind).safeParse(body);
  if (!parsed.success) throw badSettings(parsed.error);
  const changes = Object.entries(parsed.data).filter((entry): entry is [string, string] => entry[1] !== undefined);
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationSettings)
      .values(changes.map(([topic, setting]) => ({ accountKind: kind, accountId, topic, setting })))
      .onConflictDoUpdate({
        target: [notificationSettings.accountKind, notificationSettings.accountId, notificationSettings.topic],
        set: { setting: sql`excluded.setting`, updatedAt: sql`now()` },
      });
  });
  return readNotificationSettings(db, kind, accountId);
}
