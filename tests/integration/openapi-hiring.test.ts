import { beforeAll, it } from "vitest";

import { POST as addNote } from "@/app/api/client/applications/[id]/notes/route";
import { POST as moveStage } from "@/app/api/client/applications/[id]/stage/route";
import { GET as companyGet, POST as companyPost } from "@/app/api/client/company/route";
import { GET as jobApplications } from "@/app/api/client/jobs/[id]/applications/route";
import { PATCH as patchJob } from "@/app/api/client/jobs/[id]/route";
import { POST as createJob, GET as ownJobs } from "@/app/api/client/jobs/route";
import { GET as jobShow } from "@/app/api/jobs/[slug]/route";
import { POST as withdraw } from "@/app/api/talent/applications/[id]/withdraw/route";
import { POST as apply, GET as talentApplications } from "@/app/api/talent/applications/route";
import { PUT as save, DELETE as unsave } from "@/app/api/talent/saved-jobs/[slug]/route";
import { GET as savedList } from "@/app/api/talent/saved-jobs/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { registeredClient } from "../support/accounts";
import { call } from "../support/api-client";
import { approveCompany, completeTalent, jobInput } from "../support/hiring";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

describeOnEachDatabase("the hiring calls answer as the OpenAPI document says", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("documents every answer of the hiring loop", async () => {
    const client = await registeredClient();
    await approveCompany(client.token);
    const stranger = await registeredClient();
    const talent = await completeTalent(db());
    const check = async (method: string, route: string, answer: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await answer;
      expectDocumented(method, route, status, body);
      return body as { data: { id: number; slug: string } };
    };

    await check("get", "/api/client/company", call(companyGet, { token: client.token }));
    await check(
      "post",
      "/api/client/company",
      call(companyPost, { token: client.token, form: { about: "Remote first." } }),
    );
    await check(
      "post",
      "/api/client/company",
      call(companyPost, { token: client.token, form: { timezone: "Nowhere/Else" } }),
    );
    const job = (
      await check(
        "post",
        "/api/client/jobs",
        call(createJob, { token: client.token, json: jobInput({ publish: true }) }),
      )
    ).data;
    await check("post", "/api/client/jobs", call(createJob, { token: client.token, json: {} }));
    await check("get", "/api/client/jobs", call(ownJobs, { token: client.token }));
    await check(
      "patch",
      "/api/client/jobs/{id}",
      call(patchJob, {
        method: "PATCH",
        token: client.token,
        json: { title: "Renamed role" },
        params: { id: String(job.id) },
      }),
    );
    await check(
      "patch",
      "/api/client/jobs/{id}",
      call(patchJob, { method: "PATCH", token: stranger.token, json: { title: "x" }, params: { id: String(job.id) } }),
    );

    const application = (
      await check(
        "post",
        "/api/talent/applications",
        call(apply, { token: talent.token, json: { job_slug: job.slug } }),
      )
    ).data;
    await check("post", "/api/talent/applications", call(apply, { token: talent.token, json: { job_slug: job.slug } }));
    await check("get", "/api/talent/applications", call(talentApplications, { token: talent.token }));
    const params = { id: String(application.id) };
    await check(
      "post",
      "/api/client/applications/{id}/notes",
      call(addNote, { token: client.token, json: { body: "Call on Monday." }, params }),
    );
    await check(
      "post",
      "/api/client/applications/{id}/stage",
      call(moveStage, { token: client.token, json: { stage: "screening", from_stage: "applied" }, params }),
    );
    await check(
      "post",
      "/api/client/applications/{id}/stage",
      call(moveStage, { token: client.token, json: { stage: "screening", from_stage: "applied" }, params }),
    );
    await check(
      "get",
      "/api/client/jobs/{id}/applications",
      call(jobApplications, { token: client.token, params: { id: String(job.id) } }),
    );
    await check("post", "/api/talent/applications/{id}/withdraw", call(withdraw, { token: talent.token, params }));
    await check("post", "/api/talent/applications/{id}/withdraw", call(withdraw, { token: talent.token, params }));

    await check(
      "put",
      "/api/talent/saved-jobs/{slug}",
      call(save, { method: "PUT", token: talent.token, params: { slug: job.slug } }),
    );
    await check("get", "/api/talent/saved-jobs", call(savedList, { token: talent.token }));
    await check(
      "delete",
      "/api/talent/saved-jobs/{slug}",
      call(unsave, { method: "DELETE", token: talent.token, params: { slug: job.slug } }),
    );
    await check(
      "patch",
      "/api/client/jobs/{id}",
      call(patchJob, {
        method: "PATCH",
        token: client.token,
        json: { status: "closed" },
        params: { id: String(job.id) },
      }),
    );
    await check("get", "/api/jobs/{slug}", call(jobShow, { params: { slug: job.slug } }));
  });
});
