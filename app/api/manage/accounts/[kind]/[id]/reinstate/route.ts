import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { accountRefParam, reinstateAccount } from "@/lib/server/manage/account-suspension";

// POST /api/manage/accounts/[kind]/[id]/reinstate – lift a talent's or client's suspension
export const POST = authedRoute<{ kind: string; id: string }>("manager", async ({ params, db, account }) =>
  ok(await reinstateAccount(db, account.id, accountRefParam(params))),
);
