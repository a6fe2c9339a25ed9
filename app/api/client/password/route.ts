import { handlePasswordChange } from "@/lib/server/accounts/password-change";
import { authedRoute } from "@/lib/server/http/api-handler";

// POST /api/client/password – change the client's password (the current one is required); every other session ends
export const POST = authedRoute("client", (args) => handlePasswordChange(args, "client"));
