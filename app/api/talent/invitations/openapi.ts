import { list, type ApiOperation } from "@/lib/openapi/operation";
import { talentInvitationSchema } from "@/lib/validation/invitations";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/invitations",
    summary:
      "The talent's invitations to apply, newest first, with the job, the recruiter's message and whether the job is still open",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "The invitations", schema: list(talentInvitationSchema) },
  },
];
