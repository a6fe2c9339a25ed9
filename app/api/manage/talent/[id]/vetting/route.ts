import { authedRoute } from "@/lib/server/http/api-handler";
import { idParam } from "@/lib/server/http/id-param";
import { readJson } from "@/lib/server/http/json-body";
import { ok } from "@/lib/server/http/respond";
import { moveVetting } from "@/lib/server/vetting/move-vetting";
import { vettingDetail } from "@/lib/server/vetting/vetting-detail";
import { vettingMoveRequestSchema } from "@/lib/validation/manage-vetting";

// GET /api/manage/talent/[id]/vetting – one talent's vetting for a manager: profile, stage, rubric, allowed moves, history and notes
export const GET = authedRoute<{ id: string }>("manager", async ({ db, params }) =>
  ok(await vettingDetail(db, idParam(params.id, "Talent"))),
);

// POST /api/manage/talent/[id]/vetting – move a talent's vetting on, checked against `from_stage` (409 when stale)
export const POST = authedRoute<{ id: string }>("manager", async ({ db, account, params, request }) => {
  const talentId = idParam(params.id, "Talent");
  return ok(await moveVetting(db, account.id, talentId, vettingMoveRequestSchema.parse(await readJson(request))));
});
