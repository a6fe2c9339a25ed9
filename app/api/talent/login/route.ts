import { handleLogin } from "@/lib/server/accounts/login";
import { apiRoute } from "@/lib/server/http/api-handler";

// POST /api/talent/login – sign in with email and password; answers the talent's user and a new bearer token
export const POST = apiRoute((args) => handleLogin(args, "talent"));
