import { companyJson, companyOfClient } from "@/lib/server/companies/company-json";
import { updateCompany } from "@/lib/server/companies/update-company";
import { authedRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { ok } from "@/lib/server/http/respond";
import { AVATAR_MAX_BYTES } from "@/lib/validation/profile";

// GET /api/client/company – the signed-in client's company
export const GET = authedRoute("client", async ({ db, account }) =>
  ok(companyJson(await companyOfClient(db, account.id))),
);

// POST /api/client/company – update the client's company (partial, multipart or JSON), logo included
export const POST = authedRoute("client", async ({ db, account, request }) => {
  const body = await readBody(request, { maxBytes: AVATAR_MAX_BYTES + 256 * 1024 });
  return ok(await updateCompany(db, account.id, body));
});
