import { deleteAccountRoute } from "@/lib/server/accounts/delete-account";
import { methodNotAllowed } from "@/lib/server/http/api-handler";

export const POST = deleteAccountRoute("talent");
const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
