import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { noContent, ok } from "@/lib/server/http/respond";
import { changeTimeEntry, deleteTimeEntry } from "@/lib/server/timesheets/change-entry";

type Params = { id: string; entry_id: string };

const ids = (params: Params) =>
  [
    idParam(params.id, "Engagement", { max: BIGINT_ID_MAX }),
    idParam(params.entry_id, "Time entry", { max: BIGINT_ID_MAX }),
  ] as const;

// PATCH /api/talent/engagements/[id]/time-entries/[entry_id] – change an entry of an open or disputed week
export const PATCH = authedRoute<Params>("talent", async ({ db, account, params, request }) =>
  ok(await changeTimeEntry(db, account.id, ...ids(params), request)),
);

// DELETE /api/talent/engagements/[id]/time-entries/[entry_id] – delete an entry of an open or disputed week
export const DELETE = authedRoute<Params>("talent", async ({ db, account, params }) => {
  await deleteTimeEntry(db, account.id, ...ids(params));
  return noContent();
});
