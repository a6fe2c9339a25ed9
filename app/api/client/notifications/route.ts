// GET, PUT /api/client/notifications – the account's notification settings per topic; PUT changes some of them
import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { getNotificationSettingsRoute, putNotificationSettingsRoute } from "@/lib/server/notifications/routes";

export const GET = getNotificationSettingsRoute("client");
export const PUT = putNotificationSettingsRoute("client");

const notAllowed = methodNotAllowed(["GET", "PUT"]);
export { notAllowed as POST, notAllowed as PATCH, notAllowed as DELETE };
