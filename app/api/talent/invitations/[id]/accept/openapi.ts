import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { acceptedInvitationSchema, acceptInvitationSchema } from "@/lib/validation/invitations";

const idParam = z.object({ id: z.string().describe("The invitation's numeric id") });

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/invitations/{id}/accept",
    summary:
      "Accept a pending invitation by applying to its job in one step (optional `cover_note`); every rule of applying holds and its 4xx comes back (422 closed job or profile below the threshold, 409 already applied); 409 once the invitation was answered",
    tag: "Talent",
    token: "talent",
    pathParams: idParam,
    body: { schema: acceptInvitationSchema, jsonOnly: true },
    success: {
      status: 201,
      description: "The accepted invitation and the application",
      schema: data(acceptedInvitationSchema),
    },
    errors: [400, 404, 409, 415, 422],
  },
];
