import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { deleteAccountRoute } from "@/lib/server/accounts/delete-account";

export const POST = deleteAccountRoute("talent");
const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
