import type { ApiOperation } from "@/lib/openapi/operation";

// Not in the document: the document does not describe itself.
export const operations: ApiOperation[] = [];
