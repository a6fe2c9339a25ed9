import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { profileUpdateRoute } from "@/lib/server/accounts/routes";

export const POST = profileUpdateRoute;
export const GET = methodNotAllowed(["POST"]);
