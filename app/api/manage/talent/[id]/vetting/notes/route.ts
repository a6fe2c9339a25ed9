import { authedRoute } from "@/lib/server/http/api-handler";
import { idParam } from "@/lib/server/http/id-param";
import { readJson } from "@/lib/server/http/json-body";
import { created } from "@/lib/server/http/respond";
import { addVettingNote } from "@/lib/server/vetting/add-vetting-note";
import { vettingNoteRequestSchema } from "@/lib/validation/manage-vetting";

// POST /api/manage/talent/[id]/vetting/notes – a manager's private note on a talent's vetting (never shown to the talent)
export const POST = authedRoute<{ id: string }>("manager", async ({ db, account, params, request }) => {
  const talentId = idParam(params.id, "Talent");
  return created(
    await addVettingNote(db, account.id, talentId, vettingNoteRequestSchema.parse(await readJson(request)).body),
  );
});
