import { PASSWORD_RESET_MESSAGE, resetPassword } from "@/lib/server/accounts/password-reset";
import { apiRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { ok } from "@/lib/server/http/respond";
import { clientIp } from "@/lib/server/rate-limit/client-ip";
import { resetPasswordRequestSchema } from "@/lib/validation/account-links";

// POST /api/auth/password/reset – set a new password with the token of a reset link; every session of the account ends
export const POST = apiRoute(async ({ request, db }) => {
  const { token, password } = resetPasswordRequestSchema.parse(await readBody(request));
  await resetPassword(db, token, password, clientIp(request));
  return ok({ message: PASSWORD_RESET_MESSAGE });
});
