import "server-only";

import type { MemberKind } from "@/lib/accounts/kinds";

import { authedRoute } from "../http/api-handler";
import { readJson } from "../http/json-body";
import { ok } from "../http/respond";
import { readNotificationSettings, saveNotificationSettings } from "./settings-store";

/** GET /api/{kind}/notifications: the signed-in account's setting for each of its kind's topics. */
export const getNotificationSettingsRoute = (kind: MemberKind) =>
  authedRoute(kind, async ({ db, account }) => ok(await readNotificationSettings(db, kind, account.id)));

/** PUT /api/{kind}/notifications: `{ topic: setting }` for some topics; answers every topic's setting. */
export const putNotificationSettingsRoute = (kind: MemberKind) =>
  authedRoute(kind, async ({ db, account, request }) =>
    ok(await saveNotificationSettings(db, kind, account.id, await readJson(request))),
  );
