import type { ApiOperation } from "@/lib/openapi/operation";
import { talentSearchPageSchema, talentSearchQuerySchema } from "@/lib/validation/directory";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/talent",
    summary:
      "Search vetted talent visible to recruiters. `min_overlap_hours` and `sort=overlap` measure against the company's team hours (422 until they are set)",
    tag: "Client",
    token: "client",
    query: talentSearchQuerySchema,
    success: { status: 200, description: "A page of talent cards", schema: talentSearchPageSchema },
    errors: [422],
  },
];
