import { clientRegisterRoute } from "@/lib/server/accounts/routes";
import { methodNotAllowed } from "@/lib/server/http/api-handler";

export const POST = clientRegisterRoute;
const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
