import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/http/api-handler";
import { jsonResumeOf } from "@/lib/server/profiles/json-resume";

// GET /api/talent/profile/resume.json – the signed-in talent's profile as a JSON Resume download
export const GET = authedRoute("talent", async ({ db, account }) => {
  const { resume, handle } = await jsonResumeOf(db, account.id);
  return NextResponse.json(resume, {
    headers: {
      "Cache-Control": "private, no-store",
      "Content-Disposition": `attachment; filename="resume-${handle ?? account.id}.json"`,
    },
  });
});
