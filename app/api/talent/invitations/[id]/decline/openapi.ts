import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { talentInvitationSchema } from "@/lib/validation/invitations";

const idParam = z.object({ id: z.string().describe("The invitation's numeric id") });

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/invitations/{id}/decline",
    summary: "Decline a pending invitation (409 once answered)",
    tag: "Talent",
    token: "talent",
    pathParams: idParam,
    success: { status: 200, description: "The declined invitation", schema: data(talentInvitationSchema) },
    errors: [404, 409],
  },
];
