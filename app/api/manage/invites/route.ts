import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { inviteRoute } from "@/lib/server/manage/invite-routes";

export const POST = inviteRoute;
const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
