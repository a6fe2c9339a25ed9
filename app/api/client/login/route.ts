import { handleLogin } from "@/lib/server/accounts/login";
import { apiRoute } from "@/lib/server/http/api-handler";

// POST /api/client/login – sign in with email and password; answers the client's user and a new bearer token
export const POST = apiRoute((args) => handleLogin(args, "client"));
