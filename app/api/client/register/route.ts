import { registerClient } from "@/lib/server/accounts/register";
import { apiRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { created } from "@/lib/server/http/respond";
import { clientIp } from "@/lib/server/rate-limit/client-ip";
import { consume, limits } from "@/lib/server/rate-limit/limits";
import { clientRegisterRequestSchema } from "@/lib/validation/accounts";

// POST /api/client/register – sign up a client account (JSON or multipart); answers the user and a bearer token
export const POST = apiRoute(async ({ request, db }) => {
  await consume(db, limits().registerPerIp, clientIp(request), "Too many sign-ups from this address.");
  const input = clientRegisterRequestSchema.parse(await readBody(request));
  return created(await registerClient(db, input));
});
