import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { talentApplicationSchema } from "@/lib/validation/applications";

const idParam = z.object({ id: z.string().describe("A numeric id") });

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/applications/{id}/withdraw",
    summary: "Withdraw an application (409 once hired, rejected or withdrawn)",
    tag: "Talent",
    token: "talent",
    pathParams: idParam,
    success: { status: 200, description: "The application", schema: data(talentApplicationSchema) },
    errors: [404, 409],
  },
];
