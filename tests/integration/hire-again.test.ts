import { beforeAll, expect, it } from "vitest";

import { GET as clientOneRoute } from "@/app/api/client/engagements/[id]/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { jobToCopy } from "@/lib/server/jobs/job-to-copy";
import { engagementAnswerSchema } from "@/lib/validation/engagements";

import { registeredClient } from "../support/accounts";
import { call } from "../support/api-client";
import { postedJob } from "../support/hiring";
import { engaged, ids, offerSetting } from "../support/offers";
import { describeOnEachDatabase } from "../support/test-db";

const overlap = { timezone: "Europe/Berlin", start: "09:00", end: "17:00", min_hours: 3 };

describeOnEachDatabase("hire again", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("gives the engagement's page the job's skills and required overlap for its links", async () => {
    const s = await engaged(db());
    const answer = await call(clientOneRoute, {
      token: s.client.token,
      path: `/api/client/engagements/${s.engagementId}`,
      params: ids(s.engagementId),
    });
    expect(answer.status).toBe(200);
    const { job } = engagementAnswerSchema.parse(answer.body).data;
    expect(job).toMatchObject({ id: s.job.id, skills: ["ReactJs", "TypeScript"], overlap_min_hours: null });
  });

  it("copies the client's own job into the new job's form, with its overlap", async () => {
    const s = await offerSetting(db(), { job: { overlap } });
    const copied = await jobToCopy(db(), s.client.user.id, String(s.job.id));
    expect(copied).toMatchObject({ id: s.job.id, skills: ["ReactJs", "TypeScript"], overlap });
  });

  it("never copies another company's job, an unknown id or a malformed one", async () => {
    const owner = await registeredClient();
    const job = await postedJob(owner.token);
    const other = await registeredClient();
    expect(await jobToCopy(db(), other.user.id, String(job.id))).toBeNull();
    expect(await jobToCopy(db(), other.user.id, "999999")).toBeNull();
    expect(await jobToCopy(db(), other.user.id, "1; drop")).toBeNull();
    expect(await jobToCopy(db(), other.user.id, undefined)).toBeNull();
    expect(await jobToCopy(db(), owner.user.id, String(job.id))).not.toBeNull();
  });
});
