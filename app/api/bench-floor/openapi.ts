import type { ApiOperation } from "@/lib/openapi/operation";

// Not in the document: the benchmark's floor (bench/) is not part of the public API.
export const operations: ApiOperation[] = [];
