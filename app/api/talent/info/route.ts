import { infoRoute } from "@/lib/server/accounts/routes";
import { methodNotAllowed } from "@/lib/server/http/api-handler";

export const GET = infoRoute("talent");
const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
