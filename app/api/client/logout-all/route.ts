import { logoutAllRoute } from "@/lib/server/accounts/password-change";
import { methodNotAllowed } from "@/lib/server/http/api-handler";

export const POST = logoutAllRoute("client");
const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
