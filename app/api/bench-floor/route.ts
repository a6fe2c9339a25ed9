import { benchFloorsServed } from "@/lib/server/bench-floors";
import { apiRoute } from "@/lib/server/http/api-handler";
import { ok, unknownApiPath } from "@/lib/server/http/respond";

// The benchmark's floor for API calls (bench/): the same API-key check and wrapper as every call, then a
// constant answer. Not part of the public API (not in the OpenAPI document); served only with BENCH_FLOORS=1,
// elsewhere the JSON 404 of an unknown API path.
const FLOOR = { data: { ok: true } } as const;
const floor = apiRoute(async () => ok(FLOOR.data));

// GET /api/bench-floor – the benchmark's floor: the API key check and the wrapper, then a constant answer
export const GET: typeof floor = (request, context) =>
  benchFloorsServed() ? floor(request, context) : unknownApiPath();
