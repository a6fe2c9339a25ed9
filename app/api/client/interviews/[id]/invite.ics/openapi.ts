import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/interviews/{id}/invite.ics",
    summary:
      "A booked interview as an iCalendar file (RFC 5545, METHOD:PUBLISH): the same UID and SEQUENCE as the mailed calendar invite, times in UTC, the link as LOCATION and URL",
    tag: "Client",
    token: "client",
    pathParams: z.object({ id: z.string().describe("A numeric interview id") }),
    success: { status: 200, description: "The .ics file, as an attachment", binary: ["text/calendar"] },
    errors: [404, 409],
    errorDescriptions: { 409: "The interview is not booked (proposed or cancelled)" },
  },
];
