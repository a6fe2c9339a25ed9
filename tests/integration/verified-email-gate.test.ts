import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { PATCH as patchJob } from "@/app/api/client/jobs/[id]/route";
import { POST as createJob } from "@/app/api/client/jobs/route";
import { POST as apply, GET as talentApplications } from "@/app/api/talent/applications/route";
import { companies } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { registeredClient, verifiedClient, verifyEmailOf } from "../support/accounts";
import { call } from "../support/api-client";
import { companyIdOfClient, completeTalent, jobInput, postedJob } from "../support/hiring";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

const APPLY_REFUSAL = "Verify your email address before applying: open the link we sent you, or send a new one.";
const PUBLISH_REFUSAL =
  "Verify your email address before publishing a job: open the link we sent you, or send a new one. Drafts save as usual.";

describeOnEachDatabase("a verified email before applying and publishing", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("refuses a talent's application with 422 until the email is verified, then takes it", async () => {
    const owner = await verifiedClient();
    const job = await postedJob(owner.token, { title: "Gatekept role" });
    const talent = await completeTalent(db(), undefined, { verified: false });
    const refused = await call(apply, { token: talent.token, json: { job_slug: job.slug } });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: APPLY_REFUSAL, errors: { email_not_verified: [APPLY_REFUSAL] } });
    expectDocumented("post", "/api/talent/applications", refused.status, refused.body);
    expect((await call(talentApplications, { method: "GET", token: talent.token })).body.data).toEqual([]);

    await verifyEmailOf("talent", talent.id);
    expect((await call(apply, { token: talent.token, json: { job_slug: job.slug } })).status).toBe(201);
  });

  it("lets an unverified recruiter save drafts but not publish them, nor create a job open; verified, the publish goes through", async () => {
    const client = await registeredClient({ company_name: "Unverified Co" });
    // An approved company, so a publish would open the job at once: only the email stands in the way.
    await db()
      .update(companies)
      .set({ jobsApprovedAt: new Date() })
      .where(eq(companies.id, await companyIdOfClient(db(), client.user.id)));
    const openAtOnce = await call(createJob, { token: client.token, json: jobInput({ publish: true }) });
    expect(openAtOnce.status).toBe(422);
    expect(openAtOnce.body.errors).toEqual({ email_not_verified: [PUBLISH_REFUSAL] });
    expectDocumented("post", "/api/client/jobs", openAtOnce.status, openAtOnce.body);

    const draft = await call(createJob, {
      token: client.token,
      json: jobInput({ publish: false, title: "Draft while unverified" }),
    });
    expect(draft.status).toBe(201);
    expect(draft.body.data.status).toBe("draft");
    const id = String(draft.body.data.id);
    expect(
      (await call(patchJob, { method: "PATCH", token: client.token, json: { title: "Draft, edited" }, params: { id } }))
        .status,
    ).toBe(200);
    const publish = await call(patchJob, {
      method: "PATCH",
      token: client.token,
      json: { status: "open" },
      params: { id },
    });
    expect(publish.status).toBe(422);
    expect(publish.body.errors.email_not_verified).toEqual([PUBLISH_REFUSAL]);

    await verifyEmailOf("client", client.user.id);
    const published = await call(patchJob, {
      method: "PATCH",
      token: client.token,
      json: { status: "open" },
      params: { id },
    });
    expect(published.status).toBe(200);
    expect(published.body.data.status).toBe("open");
  });
});
