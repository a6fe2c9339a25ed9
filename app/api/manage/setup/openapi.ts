import type { ApiOperation } from "@/lib/openapi/operation";
import { managerAuthResponseSchema } from "@/lib/validation/accounts";
import { setupRequestSchema } from "@/lib/validation/manager-setup";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/setup",
    summary:
      "Create the first manager with the single-use setup link (valid 24 h) the server logs at start while no manager exists; also sets the console's cookie",
    tag: "Manager",
    body: { schema: setupRequestSchema },
    success: { status: 201, description: "The new manager and a bearer token", schema: managerAuthResponseSchema },
    errors: [410, 422, 429],
  },
];
