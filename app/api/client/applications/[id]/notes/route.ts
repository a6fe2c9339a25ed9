import { addNote } from "@/lib/server/applications/client-actions";
import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { created } from "@/lib/server/http/respond";

// POST /api/client/applications/[id]/notes – a private note on an applicant (never shown to the talent)
export const POST = authedRoute<{ id: string }>("client", async ({ db, account, params, request }) => {
  const id = idParam(params.id, "Application", { max: BIGINT_ID_MAX });
  return created(await addNote(db, account.id, id, request));
});
