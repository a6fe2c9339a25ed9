import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { logoutRoute } from "@/lib/server/accounts/routes";

export const POST = logoutRoute("client");
export const GET = methodNotAllowed(["POST"]);
