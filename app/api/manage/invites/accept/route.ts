import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { inviteAcceptRoute } from "@/lib/server/manage/invite-routes";

export const POST = inviteAcceptRoute;
const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
