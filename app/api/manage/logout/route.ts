import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { logoutRoute } from "@/lib/server/accounts/routes";

export const POST = logoutRoute("manager");
export const GET = methodNotAllowed(["POST"]);
