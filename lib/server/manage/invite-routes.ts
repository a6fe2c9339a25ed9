import "server-only";

import { inviteAcceptSchema, inviteRequestSchema } from "@/lib/validation/manage-accounts";

import { managerInfo } from "../accounts/account-info";
import { apiRoute, authedRoute } from "../http/api-handler";
import { readBody } from "../http/body";
import { created, ok } from "../http/respond";
import { clientIp } from "../rate-limit/client-ip";
import { consume, limits } from "../rate-limit/limits";
import { setManagerCookie } from "./manager-cookie";
import { acceptInvite, inviteManager, managersOverview } from "./manager-invites";

/** POST /api/manage/invites { email }: the invitation's link, also sent by email. */
export const inviteRoute = authedRoute("manager", async ({ request, db, account }) => {
  const { email } = inviteRequestSchema.parse(await readBody(request));
  return created(await inviteManager(db, account.id, email));
});

/** POST /api/manage/invites/accept: no bearer token; the new manager is signed in, as by the manager login. */
export const inviteAcceptRoute = apiRoute(async ({ request, db }) => {
  await consume(db, limits().registerPerIp, clientIp(request), "Too many attempts from this address.");
  const input = inviteAcceptSchema.parse(await readBody(request));
  const { managerId, token } = await acceptInvite(db, input);
  return setManagerCookie(created({ user: await managerInfo(db, managerId), token }), request, token);
});

/** GET /api/manage/managers: the managers and the invitations not used yet. */
export const managersRoute = authedRoute("manager", async ({ db }) => ok(await managersOverview(db)));
