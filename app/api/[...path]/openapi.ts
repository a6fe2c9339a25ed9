import type { ApiOperation } from "@/lib/openapi/operation";

// Not in the document: the catch-all only answers unknown /api paths with a JSON 404.
export const operations: ApiOperation[] = [];
