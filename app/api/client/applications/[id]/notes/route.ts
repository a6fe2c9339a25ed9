import { addNote } from "@/lib/server/applications/client-actions";
import { authedRoute } from "@/lib/server/http/api-handler";
import { idParam } from "@/lib/server/http/id-param";
import { readJson } from "@/lib/server/http/json-body";
import { created } from "@/lib/server/http/respond";
import { noteRequestSchema } from "@/lib/validation/applications";

// POST /api/client/applications/[id]/notes – a private note on an applicant (never shown to the talent)
export const POST = authedRoute<{ id: string }>("client", async ({ db, account, params, request }) => {
  const id = idParam(params.id, "Application");
  return created(await addNote(db, account.id, id, noteRequestSchema.parse(await readJson(request)).body));
});
