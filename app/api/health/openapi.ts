import type { ApiOperation } from "@/lib/openapi/operation";

// Not in the document: the health probe answers operators and load balancers, not API clients.
export const operations: ApiOperation[] = [];
