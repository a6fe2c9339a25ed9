import { NextResponse } from "next/server";

import { searchTalent } from "@/lib/server/directory/search-talent";
import { authedRoute } from "@/lib/server/http/api-handler";
import { talentSearchInput, talentSearchQuerySchema } from "@/lib/validation/directory";

// GET /api/client/talent – the talent directory: vetted talent visible to recruiters, searched and paged
export const GET = authedRoute("client", async ({ db, account, request }) => {
  const query = talentSearchQuerySchema.parse(talentSearchInput(request.nextUrl.searchParams));
  return NextResponse.json(await searchTalent(db, account.id, query), { headers: { "Cache-Control": "no-store" } });
});
