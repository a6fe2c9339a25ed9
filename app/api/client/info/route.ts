import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { infoRoute } from "@/lib/server/accounts/routes";

export const GET = infoRoute("client");
export const POST = methodNotAllowed(["GET"]);
