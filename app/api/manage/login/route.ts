import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { loginRoute } from "@/lib/server/accounts/routes";

export const POST = loginRoute("manager");
const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
