import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { accountRefParam, endAccountSessions } from "@/lib/server/manage/account-suspension";

// POST /api/manage/accounts/[kind]/[id]/end-sessions – revoke every bearer token of a talent or client account
export const POST = authedRoute<{ kind: string; id: string }>("manager", async ({ params, db, account }) => {
  const ref = accountRefParam(params);
  return ok({ ...ref, ended_sessions: await endAccountSessions(db, account.id, ref) });
});
