import { authedRoute } from "@/lib/server/http/api-handler";
import { readJson } from "@/lib/server/http/json-body";
import { ok } from "@/lib/server/http/respond";
import { readNotificationSettings, saveNotificationSettings } from "@/lib/server/notifications/settings-store";

// GET /api/client/notifications – the client's setting for each of its notification topics
export const GET = authedRoute("client", async ({ db, account }) =>
  ok(await readNotificationSettings(db, "client", account.id)),
);

// PUT /api/client/notifications – change some topics' settings ({ topic: setting }); answers every topic's setting
export const PUT = authedRoute("client", async ({ db, account, request }) =>
  ok(await saveNotificationSettings(db, "client", account.id, await readJson(request))),
);
