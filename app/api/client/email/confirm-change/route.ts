import { confirmEmailChange, emailChangedMessage } from "@/lib/server/accounts/email-change";
import { apiRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { ok } from "@/lib/server/http/respond";
import { emailChangeConfirmSchema } from "@/lib/validation/email-change";

// POST /api/client/email/confirm-change – make the new address the client's email (no bearer token: the link sent to it is the proof)
export const POST = apiRoute(async ({ request, db }) => {
  const { token } = emailChangeConfirmSchema.parse(await readBody(request));
  return ok({ message: emailChangedMessage(await confirmEmailChange(db, "client", token)) });
});
