import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { managerLogoutRoute } from "@/lib/server/manage/manager-auth-routes";

export const POST = managerLogoutRoute;
const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
