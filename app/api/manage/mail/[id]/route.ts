import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { readMail } from "@/lib/server/manage/mail-log";

// GET /api/manage/mail/[id] – one message with its text part and the links in it, tokens redacted; audited
export const GET = authedRoute<{ id: string }>("manager", async ({ db, params, account }) =>
  ok(await readMail(db, account.id, idParam(params.id, "Message", { max: BIGINT_ID_MAX }))),
);
