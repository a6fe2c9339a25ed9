import { authedRoute } from "@/lib/server/http/api-handler";
import { readJson } from "@/lib/server/http/json-body";
import { ok } from "@/lib/server/http/respond";
import { readNotificationSettings, saveNotificationSettings } from "@/lib/server/notifications/settings-store";

// GET /api/talent/notifications – the talent's setting for each of its notification topics
export const GET = authedRoute("talent", async ({ db, account }) =>
  ok(await readNotificationSettings(db, "talent", account.id)),
);

// PUT /api/talent/notifications – change some topics' settings ({ topic: setting }); answers every topic's setting
export const PUT = authedRoute("talent", async ({ db, account, request }) =>
  ok(await saveNotificationSettings(db, "talent", account.id, await readJson(request))),
);
