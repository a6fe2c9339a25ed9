import type { AccountKind } from "@/lib/accounts/kinds";
import { NOTIFICATION_TOPICS } from "@/lib/notifications/topics";

import { z } from "./zod";

const topicsOf = (kind: AccountKind) =>
  Object.entries(NOTIFICATION_TOPICS[kind]) as [string, { settings: readonly string[] }][];

const settingMessage = (topic: string, settings: readonly string[]) =>
  `The ${topic} setting must be one of: ${settings.join(", ")}.`;

/** Every topic of the kind with its current setting (the GET answer, and the PUT's after saving). */
export const notificationSettingsSchema = (kind: AccountKind) =>
  z.object(
    Object.fromEntries(
      topicsOf(kind).map(([topic, { settings }]) => [topic, z.enum(settings as [string, ...string[]])]),
    ),
  );

/** A PUT: some of the kind's topics, each with one of its allowed settings; any other key is refused. */
export const notificationSettingsRequestSchema = (kind: AccountKind) =>
  z
    .object(
      Object.fromEntries(
        topicsOf(kind).map(([topic, { settings }]) => [
          topic,
          z.enum(settings as [string, ...string[]], { error: settingMessage(topic, settings) }).optional(),
        ]),
      ),
    )
    .strict()
    .refine(
      (body) => Object.values(body).some((value) => value !== undefined),
      "Send at least one topic with its setting.",
    );

export const notificationSettingsResponseSchema = (kind: AccountKind) =>
  z.object({ data: notificationSettingsSchema(kind) });

export type NotificationSettings = Record<string, string>;

export const UNKNOWN_TOPIC_MESSAGE = "This is not a notification topic of your account.";
