import { requestPasswordReset, RESET_REQUESTED_MESSAGE } from "@/lib/server/accounts/password-reset";
import { apiRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { accepted } from "@/lib/server/http/respond";
import { clientIp } from "@/lib/server/rate-limit/client-ip";
import { consume, limits } from "@/lib/server/rate-limit/limits";
import { forgotPasswordRequestSchema } from "@/lib/validation/account-links";

// POST /api/auth/password/forgot – mail a password reset link; the same answer whether or not the account exists
export const POST = apiRoute(async ({ request, db }) => {
  await consume(
    db,
    limits().passwordForgotPerIp,
    clientIp(request),
    "Too many password reset requests from this address.",
  );
  const { email, type } = forgotPasswordRequestSchema.parse(await readBody(request));
  await requestPasswordReset(db, type, email);
  return accepted({ message: RESET_REQUESTED_MESSAGE });
});
