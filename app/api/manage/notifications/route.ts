import { authedRoute } from "@/lib/server/http/api-handler";
import { readJson } from "@/lib/server/http/json-body";
import { ok } from "@/lib/server/http/respond";
import { readNotificationSettings, saveNotificationSettings } from "@/lib/server/notifications/settings-store";

// GET /api/manage/notifications – the manager's setting for each of its notification topics (the queue digest)
export const GET = authedRoute("manager", async ({ db, account }) =>
  ok(await readNotificationSettings(db, "manager", account.id)),
);

// PUT /api/manage/notifications – change some topics' settings ({ topic: setting }); answers every topic's setting
export const PUT = authedRoute("manager", async ({ db, account, request }) =>
  ok(await saveNotificationSettings(db, "manager", account.id, await readJson(request))),
);
