import { managerInfo } from "@/lib/server/accounts/account-info";
import { apiRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { created } from "@/lib/server/http/respond";
import { setManagerCookie } from "@/lib/server/manage/manager-cookie";
import { acceptInvite } from "@/lib/server/manage/manager-invites";
import { clientIp } from "@/lib/server/rate-limit/client-ip";
import { consume, limits } from "@/lib/server/rate-limit/limits";
import { inviteAcceptSchema } from "@/lib/validation/manage-accounts";

// POST /api/manage/invites/accept – create the invited manager (no bearer token) and sign them in, as the manager login does
export const POST = apiRoute(async ({ request, db }) => {
  await consume(db, limits().registerPerIp, clientIp(request), "Too many attempts from this address.");
  const input = inviteAcceptSchema.parse(await readBody(request));
  const { managerId, token } = await acceptInvite(db, input);
  return setManagerCookie(created({ user: await managerInfo(db, managerId), token }), request, token);
});
