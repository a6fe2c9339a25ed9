import { handleDeleteAccount } from "@/lib/server/accounts/delete-account";
import { authedRoute } from "@/lib/server/http/api-handler";

// POST /api/client/account/delete – delete the client's account (password, or email for a Google account); drafts go, other jobs close
export const POST = authedRoute("client", (args) => handleDeleteAccount(args, "client"));
