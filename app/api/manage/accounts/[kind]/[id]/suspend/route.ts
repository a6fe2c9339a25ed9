import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { suspendRoute } from "@/lib/server/manage/account-routes";

export const POST = suspendRoute;
const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
