import "server-only";

import { MEMBER_KINDS, type MemberKind } from "@/lib/accounts/kinds";
import { accountsQuerySchema, suspendRequestSchema } from "@/lib/validation/manage-accounts";
import { searchParamsToObject } from "@/lib/validation/search-params";

import { authedRoute } from "../http/api-handler";
import { readBody } from "../http/body";
import { apiError } from "../http/error-codes";
import { idParam } from "../http/id-param";
import { ok } from "../http/respond";
import { searchAccounts } from "./account-search";
import { endAccountSessions, reinstateAccount, suspendAccount, type AccountRef } from "./account-suspension";

type AccountParams = { kind: string; id: string };

/** The account a path names: a kind other than talent or client, or a malformed id, is simply not found. */
function accountRef(params: AccountParams): AccountRef {
  if (!(MEMBER_KINDS as readonly string[]).includes(params.kind)) throw apiError("not_found", "Account not found.");
  return { kind: params.kind as MemberKind, id: idParam(params.id, "Account") };
}

/** GET /api/manage/accounts?q=&kind=&status=&page= */
export const accountsListRoute = authedRoute("manager", async ({ request, db }) => {
  const query = accountsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  const page = await searchAccounts(db, query);
  return ok(page.data, { meta: page.meta });
});

/** POST /api/manage/accounts/{kind}/{id}/suspend { reason } */
export const suspendRoute = authedRoute<AccountParams>("manager", async ({ request, params, db, account }) => {
  const ref = accountRef(params);
  const { reason } = suspendRequestSchema.parse(await readBody(request));
  return ok(await suspendAccount(db, account.id, ref, reason));
});

/** POST /api/manage/accounts/{kind}/{id}/reinstate */
export const reinstateRoute = authedRoute<AccountParams>("manager", async ({ params, db, account }) =>
  ok(await reinstateAccount(db, account.id, accountRef(params))),
);

/** POST /api/manage/accounts/{kind}/{id}/end-sessions */
export const endSessionsRoute = authedRoute<AccountParams>("manager", async ({ params, db, account }) => {
  const ref = accountRef(params);
  return ok({ ...ref, ended_sessions: await endAccountSessions(db, account.id, ref) });
});
