import { authedRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { ok } from "@/lib/server/http/respond";
import { accountRefParam, suspendAccount } from "@/lib/server/manage/account-suspension";
import { suspendRequestSchema } from "@/lib/validation/manage-accounts";

// POST /api/manage/accounts/[kind]/[id]/suspend – suspend a talent or client account ({ reason }); its sessions end
export const POST = authedRoute<{ kind: string; id: string }>("manager", async ({ request, params, db, account }) => {
  const ref = accountRefParam(params);
  const { reason } = suspendRequestSchema.parse(await readBody(request));
  return ok(await suspendAccount(db, account.id, ref, reason));
});
