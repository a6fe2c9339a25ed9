import { emailChangeRoute } from "@/lib/server/accounts/link-routes";
import { methodNotAllowed } from "@/lib/server/http/api-handler";

export const POST = emailChangeRoute("talent");
const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
