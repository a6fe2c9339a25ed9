import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { accountsListRoute } from "@/lib/server/manage/account-routes";

export const GET = accountsListRoute;
const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
