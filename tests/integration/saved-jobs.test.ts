import { beforeAll, expect, it } from "vitest";

import { PATCH as patchJob } from "@/app/api/client/jobs/[id]/route";
import { POST as createJob } from "@/app/api/client/jobs/route";
import { PUT as save, DELETE as unsave } from "@/app/api/talent/saved-jobs/[slug]/route";
import { GET as savedList } from "@/app/api/talent/saved-jobs/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { savedJobSchema } from "@/lib/validation/applications";

import { registeredClient, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { jobInput, postedJob } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

const put = (token: string | undefined, slug: string) => call(save, { method: "PUT", token, params: { slug } });
const del = (token: string | undefined, slug: string) => call(unsave, { method: "DELETE", token, params: { slug } });

describeOnEachDatabase("saved jobs", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("saves and unsaves idempotently, and lists closed jobs marked closed", async () => {
    const client = await registeredClient();
    const first = await postedJob(client.token, { title: "First saved" });
    const second = await postedJob(client.token, { title: "Second saved" });
    const talent = await registeredTalent();

    for (let i = 0; i < 2; i++) {
      const saved = await put(talent.token, first.slug);
      expect(saved.status).toBe(200);
      expect(savedJobSchema.parse(saved.body.data)).toMatchObject({ slug: first.slug, status: "open" });
    }
    await put(talent.token, second.slug);
    await call(patchJob, {
      method: "PATCH",
      token: client.token,
      json: { status: "closed" },
      params: { id: String(second.id) },
    });

    const list = await call(savedList, { token: talent.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((job: { slug: string; status: string }) => [job.slug, job.status])).toEqual([
      [second.slug, "closed"],
      [first.slug, "open"],
    ]);
    expect((await call(savedList, { token: (await registeredTalent()).token })).body.data).toEqual([]);

    expect((await del(talent.token, first.slug)).status).toBe(204);
    expect((await del(talent.token, first.slug)).status).toBe(204);
    expect((await call(savedList, { token: talent.token })).body.data).toHaveLength(1);
  });

  it("answers 404 for a draft or unknown job and 401 without a talent token", async () => {
    const client = await registeredClient();
    const draft = (await call(createJob, { token: client.token, json: jobInput() })).body.data;
    const talent = await registeredTalent();
    expect((await put(talent.token, draft.slug)).status).toBe(404);
    expect((await put(talent.token, "no-such-job")).status).toBe(404);
    expect((await del(talent.token, "no-such-job")).status).toBe(404);
    expect((await put(undefined, draft.slug)).status).toBe(401);
    expect((await put(client.token, draft.slug)).status).toBe(401);
    expect((await del(client.token, draft.slug)).status).toBe(401);
    expect((await call(savedList, { token: client.token })).status).toBe(401);
    expect((await call(savedList, {})).status).toBe(401);
  });
});
