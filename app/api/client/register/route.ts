import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { clientRegisterRoute } from "@/lib/server/accounts/routes";

export const POST = clientRegisterRoute;
export const GET = methodNotAllowed(["POST"]);
