import type { ApiOperation } from "@/lib/openapi/operation";
import { jsonResumeSchema } from "@/lib/validation/json-resume";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/profile/resume.json",
    summary: "The talent's profile as a JSON Resume 1.0 document (an attachment)",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "The JSON Resume document", schema: jsonResumeSchema },
  },
];
