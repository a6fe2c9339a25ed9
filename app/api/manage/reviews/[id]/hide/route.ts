import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { readJson } from "@/lib/server/http/json-body";
import { ok } from "@/lib/server/http/respond";
import { hideReview } from "@/lib/server/reviews/manage-reviews";
import { hideReviewRequestSchema } from "@/lib/validation/reviews";

// POST /api/manage/reviews/[id]/hide – hide a review from the other side and the ratings; 409 once hidden
export const POST = authedRoute<{ id: string }>("manager", async ({ db, account, request, params }) => {
  const id = idParam(params.id, "Review", { max: BIGINT_ID_MAX });
  const { reason } = hideReviewRequestSchema.parse(await readJson(request));
  return ok(await hideReview(db, account.id, id, reason));
});
