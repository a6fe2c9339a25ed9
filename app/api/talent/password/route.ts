import { handlePasswordChange } from "@/lib/server/accounts/password-change";
import { authedRoute } from "@/lib/server/http/api-handler";

// POST /api/talent/password – change the talent's password (the current one is required); every other session ends
export const POST = authedRoute("talent", (args) => handlePasswordChange(args, "talent"));
