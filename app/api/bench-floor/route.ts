import { apiRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

// The benchmark's floor for API calls (bench/): the same API-key check and wrapper as every call, then a
// constant answer. Not part of the public API (not in the OpenAPI document).
const FLOOR = { data: { ok: true } } as const;

// GET /api/bench-floor – the benchmark's floor: the API key check and the wrapper, then a constant answer
export const GET = apiRoute(async () => ok(FLOOR.data));
