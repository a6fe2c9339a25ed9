import type { ApiOperation } from "@/lib/openapi/operation";

// Not in the document: NextAuth's own endpoints serve the pages' sign-in, not API clients.
export const operations: ApiOperation[] = [];
