import { handleDeleteAccount } from "@/lib/server/accounts/delete-account";
import { authedRoute } from "@/lib/server/http/api-handler";

// POST /api/talent/account/delete – delete the talent's account (password, or email for a Google account); applications stay, anonymised
export const POST = authedRoute("talent", (args) => handleDeleteAccount(args, "talent"));
