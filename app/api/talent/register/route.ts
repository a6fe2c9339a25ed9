import { methodNotAllowed } from "@/lib/server/http/api-handler";
import { talentRegisterRoute } from "@/lib/server/accounts/routes";

export const POST = talentRegisterRoute;
export const GET = methodNotAllowed(["POST"]);
