import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { loginRoute } from "@/lib/server/accounts/routes";

export const POST = loginRoute("client");
export const GET = methodNotAllowed(["POST"]);
