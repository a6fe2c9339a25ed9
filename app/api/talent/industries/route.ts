import { listIndustries } from "@/lib/server/catalog/queries";
import { apiRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

// GET /api/talent/industries – the industries a talent can pick
export const GET = apiRoute(async ({ db }) => ok(await listIndustries(db)));
