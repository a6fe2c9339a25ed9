import { managerInfo } from "@/lib/server/accounts/account-info";
import { apiRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { created } from "@/lib/server/http/respond";
import { setManagerCookie } from "@/lib/server/manage/manager-cookie";
import { consumeSetupLink } from "@/lib/server/manage/setup-link";
import { clientIp } from "@/lib/server/rate-limit/client-ip";
import { consume, limits } from "@/lib/server/rate-limit/limits";
import { setupRequestSchema } from "@/lib/validation/manager-setup";

// POST /api/manage/setup – create the first manager from the setup link the server logged at start, and sign them in
export const POST = apiRoute(async ({ request, db }) => {
  await consume(db, limits().registerPerIp, clientIp(request), "Too many attempts from this address.");
  const input = setupRequestSchema.parse(await readBody(request));
  const { managerId, token } = await consumeSetupLink(db, input);
  return setManagerCookie(created({ user: await managerInfo(db, managerId), token }), request, token);
});
