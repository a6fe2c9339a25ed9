import "server-only";

import type { AccountKind } from "@/lib/accounts/kinds";
import {
  clientRegisterRequestSchema,
  loginRequestSchema,
  talentRegisterRequestSchema,
} from "@/lib/validation/accounts";

import { revokeToken } from "../auth/tokens";
import { apiRoute, authedRoute } from "../http/api-handler";
import { readBody } from "../http/body";
import { created, noContent, ok } from "../http/respond";
import { clientIp } from "../rate-limit/client-ip";
import { consume, limits } from "../rate-limit/limits";
import { clientInfo, managerInfo, talentInfo } from "./account-info";
import { login } from "./login";
import { PROFILE_UPDATE_MAX_BYTES, updateTalentProfile } from "./profile-update";
import { registerClient, registerTalent } from "./register";

// Route handlers shared by the talent, client and manager paths; app/api/**/route.ts only re-exports them.

const infoOf = { talent: talentInfo, client: clientInfo, manager: managerInfo } as const;

export const talentRegisterRoute = apiRoute(async ({ request, db }) => {
  await consume(db, limits().registerPerIp, clientIp(request), "Too many sign-ups from this address.");
  const input = talentRegisterRequestSchema.parse(await readBody(request));
  return created(await registerTalent(db, input));
});

export const clientRegisterRoute = apiRoute(async ({ request, db }) => {
  await consume(db, limits().registerPerIp, clientIp(request), "Too many sign-ups from this address.");
  const input = clientRegisterRequestSchema.parse(await readBody(request));
  return created(await registerClient(db, input));
});

export const loginRoute = (kind: AccountKind) =>
  apiRoute(async ({ request, db }) => {
    const input = loginRequestSchema.parse(await readBody(request));
    const { account, token } = await login(db, kind, input, clientIp(request));
    return ok({ user: await infoOf[kind](db, account.id), token });
  });

export const logoutRoute = (kind: AccountKind) =>
  authedRoute(kind, async ({ db, account }) => {
    await revokeToken(db, account.token);
    return noContent();
  });

export const infoRoute = (kind: AccountKind) =>
  authedRoute(kind, async ({ db, account }) => ok(await infoOf[kind](db, account.id)));

export const profileUpdateRoute = authedRoute("talent", async ({ request, db, account }) => {
  await consume(db, limits().profileUpdatesPerIp, clientIp(request), "Too many profile updates from this address.");
  const body = await readBody(request, { maxBytes: PROFILE_UPDATE_MAX_BYTES });
  return ok(await updateTalentProfile(db, account.id, body));
});
