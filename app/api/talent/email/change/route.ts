import { handleEmailChange } from "@/lib/server/accounts/email-change";
import { authedRoute } from "@/lib/server/http/api-handler";

// POST /api/talent/email/change – mail a confirmation link to a new address (the current password is required)
export const POST = authedRoute("talent", (args) => handleEmailChange(args, "talent"));
