import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { managersRoute } from "@/lib/server/manage/invite-routes";

export const GET = managersRoute;
const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
