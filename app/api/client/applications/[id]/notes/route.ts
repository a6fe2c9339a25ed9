// POST /api/client/applications/{id}/notes – a private note on an applicant (never shown to the talent)
import { addNote } from "@/lib/server/applications/client-actions";
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { idParam } from "@/lib/server/http/id-param";
import { readJson } from "@/lib/server/http/json-body";
import { created } from "@/lib/server/http/respond";
import { noteRequestSchema } from "@/lib/validation/applications";

export const POST = authedRoute<{ id: string }>("client", async ({ db, account, params, request }) => {
  const id = idParam(params.id, "Application");
  return created(await addNote(db, account.id, id, noteRequestSchema.parse(await readJson(request)).body));
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
