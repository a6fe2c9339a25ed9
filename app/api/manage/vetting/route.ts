import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { vettingQueue } from "@/lib/server/vetting/vetting-queue";
import { vettingQueueQuerySchema } from "@/lib/validation/manage-vetting";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/manage/vetting – one stage's vetting queue, oldest first, with the count of every stage
export const GET = authedRoute("manager", async ({ request, db }) => {
  const query = vettingQueueQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  const { data, meta } = await vettingQueue(db, query);
  return ok(data, { meta });
});
