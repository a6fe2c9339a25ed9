import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listMail } from "@/lib/server/manage/mail-log";
import { mailLogQuerySchema } from "@/lib/validation/mail-log";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/manage/mail – the outbox for managers: newest first, by status, searchable by recipient or subject
export const GET = authedRoute("manager", async ({ request, db }) => {
  const { data, meta } = await listMail(
    db,
    mailLogQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams)),
  );
  return ok(data, { meta });
});
