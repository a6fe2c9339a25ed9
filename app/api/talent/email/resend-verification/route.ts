import { resendVerification, VERIFICATION_SENT_MESSAGE } from "@/lib/server/accounts/email-verification";
import { authedRoute } from "@/lib/server/http/api-handler";
import { accepted } from "@/lib/server/http/respond";

// POST /api/talent/email/resend-verification – mail a new verification link; 409 once the email is verified
export const POST = authedRoute("talent", async ({ db, account }) => {
  await resendVerification(db, "talent", account.id);
  return accepted({ message: VERIFICATION_SENT_MESSAGE });
});
