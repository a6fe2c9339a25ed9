import { EMAIL_VERIFIED_MESSAGE, verifyEmail } from "@/lib/server/accounts/email-verification";
import { apiRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { ok } from "@/lib/server/http/respond";
import { verifyEmailRequestSchema } from "@/lib/validation/account-links";

// POST /api/talent/email/verify – confirm the talent's email with the token of the emailed link (no bearer token: the link is the proof)
export const POST = apiRoute(async ({ request, db }) => {
  const { token } = verifyEmailRequestSchema.parse(await readBody(request));
  await verifyEmail(db, "talent", token);
  return ok({ message: EMAIL_VERIFIED_MESSAGE });
});
