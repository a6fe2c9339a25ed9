import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as showJob } from "@/app/api/jobs/[slug]/route";
import { GET as customSkills } from "@/app/api/talent/custom_skills/route";
import { POST as talentRegister } from "@/app/api/talent/register/route";
import { proxy } from "@/proxy";
import { call } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

// Found by `npm run test:reliability` (bad input): these answered 500 before.

describe("proxy", () => {
  it("answers 400 JSON for an API path whose percent-escapes are not UTF-8, instead of Next's bare 500", async () => {
    for (const path of ["/api/jobs/%ff", "/api/talent/skills/%c3%28", "/api/jobs/%zz", "/api/files/%ed%a0%80"]) {
      const response = await proxy(new NextRequest(`http://localhost${path}`));
      expect(response.status, path).toBe(400);
      expect((await response.json()).message).toMatch(/percent-escapes/);
    }
  });
});

describeOnEachDatabase("values the database cannot hold", () => {
  it("answers 400 with a message for a NUL character in a path param, a query or a body", async () => {
    const job = await call(showJob, { path: "/api/jobs/a%00b", params: { slug: "a\u0000b" } });
    expect(job.status).toBe(400);
    expect(job.body.message).toMatch(/cannot be stored or searched/);

    const search = await call(customSkills, { path: "/api/talent/custom_skills?search=%00" });
    expect(search.status).toBeLessThan(500);

    const signup = await call(talentRegister, {
      json: { first_name: "Nul\u0000", last_name: "Byte", email: "nul.byte@example.com", password: "violet-harbour-42" },
    });
    expect(signup.status).toBe(400);
    expect(signup.body.message).toMatch(/cannot be stored or searched/);
  });
});
