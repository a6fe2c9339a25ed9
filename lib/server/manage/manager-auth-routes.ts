import "server-only";

import { NextResponse } from "next/server";

import { loginRequestSchema } from "@/lib/validation/accounts";
import { setupRequestSchema } from "@/lib/validation/manager-setup";

import { managerInfo } from "../accounts/account-info";
import { login } from "../accounts/login";
import { revokeToken } from "../auth/tokens";
import { apiRoute, authedRoute } from "../http/api-handler";
import { readBody } from "../http/body";
import { created, ok } from "../http/respond";
import { clientIp } from "../rate-limit/client-ip";
import { consume, limits } from "../rate-limit/limits";
import { clearManagerCookie, setManagerCookie } from "./manager-cookie";
import { consumeSetupLink } from "./setup-link";

// The manager's sign-in calls: as the talent's and client's, plus the console's cookie (manager-cookie.ts).

export const managerLoginRoute = apiRoute(async ({ request, db }) => {
  const input = loginRequestSchema.parse(await readBody(request));
  const { account, token } = await login(db, "manager", input, clientIp(request));
  return setManagerCookie(ok({ user: await managerInfo(db, account.id), token }), request, token);
});

export const managerLogoutRoute = authedRoute("manager", async ({ request, db, account }) => {
  await revokeToken(db, account.token);
  return clearManagerCookie(new NextResponse(null, { status: 204, headers: { "Cache-Control": "no-store" } }), request);
});

/** POST /api/manage/setup: the first manager, from the setup link the server logged at start. */
export const managerSetupRoute = apiRoute(async ({ request, db }) => {
  await consume(db, limits().registerPerIp, clientIp(request), "Too many attempts from this address.");
  const input = setupRequestSchema.parse(await readBody(request));
  const { managerId, token } = await consumeSetupLink(db, input);
  return setManagerCookie(created({ user: await managerInfo(db, managerId), token }), request, token);
});
