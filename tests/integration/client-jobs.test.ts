import { beforeAll, expect, it } from "vitest";

import { GET as companyGet, POST as companyPost } from "@/app/api/client/company/route";
import { PATCH as patchJob } from "@/app/api/client/jobs/[id]/route";
import { POST as createJob, GET as ownJobs } from "@/app/api/client/jobs/route";
import { GET as fileGet } from "@/app/api/files/[id]/route";
import { GET as jobShow } from "@/app/api/jobs/[slug]/route";
import { GET as jobsList } from "@/app/api/jobs/route";
import sitemap from "@/app/sitemap";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { clientJobSchema } from "@/lib/validation/client-job-responses";
import { companySchema } from "@/lib/validation/company";

import { registeredClient, registeredTalent } from "../support/accounts";
import { buildRequest, call } from "../support/api-client";
import { file, pngBytes } from "../support/files";
import { approveCompany, jobInput, postedJob, setValidThrough } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

const patch = (token: string, id: number | string, json: unknown) =>
  call(patchJob, { method: "PATCH", token, json, params: { id: String(id) } });
const boardSlugs = async () => {
  const { body } = await call(jobsList, { path: "/api/jobs?per_page=50" });
  return { slugs: body.data.map((job: { slug: string }) => job.slug) as string[], total: body.meta.total as number };
};
const show = (slug: string) => call(jobShow, { params: { slug } });

describeOnEachDatabase("companies and recruiter jobs", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("gives every client a company from the sign-up fields, and updates it with a logo", async () => {
    const client = await registeredClient({
      company_name: "Hooli & Sons",
      website: "https://hooli.example",
      company_size: "11-50",
    });
    const got = await call(companyGet, { token: client.token });
    expect(got.status).toBe(200);
    const company = companySchema.parse(got.body.data);
    expect(company).toMatchObject({
      name: "Hooli & Sons",
      slug: "hooli-sons",
      website: "https://hooli.example",
      size: "11-50",
      logo_url: null,
    });

    const twin = await registeredClient({ company_name: "Hooli & Sons" });
    expect((await call(companyGet, { token: twin.token })).body.data.slug).not.toBe("hooli-sons");

    const updated = await call(companyPost, {
      token: client.token,
      form: { about: "We hire remotely.", timezone: "Europe/Berlin", logo: file(pngBytes(), "logo.png", "image/png") },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({
      about: "We hire remotely.",
      timezone: "Europe/Berlin",
      name: "Hooli & Sons",
    });
    const logoId = String(updated.body.data.logo_url).split("/").pop()!;
    const logo = await fileGet(buildRequest({ apiKey: null }), { params: Promise.resolve({ id: logoId }) });
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");

    const job = await postedJob(client.token, { title: "Logo bearer" });
    const renamed = await call(companyPost, { token: client.token, form: { name: "Zyxwv Labs" } });
    expect(renamed.body.data.slug).toBe("hooli-sons");
    const { body } = await call(jobsList, { path: "/api/jobs?search=zyxwv" });
    expect(
      body.data.map((j: { slug: string; company: { name: string; logo_url: string } }) => [
        j.slug,
        j.company.name,
        j.company.logo_url,
      ]),
    ).toEqual([[job.slug, "Zyxwv Labs", updated.body.data.logo_url]]);

    expect((await call(companyPost, { token: client.token, form: { timezone: "Mars/Olympus" } })).status).toBe(422);
    expect(
      (
        await call(companyPost, {
          token: client.token,
          form: { logo: file(Buffer.from("<?php echo 1;"), "x.png", "image/png") },
        })
      ).status,
    ).toBe(415);
  });

  it("refuses the company and job calls without a client token", async () => {
    const talent = await registeredTalent();
    for (const [handler, options] of [
      [companyGet, {}],
      [companyPost, { form: { about: "x" } }],
      [ownJobs, {}],
      [createJob, { json: jobInput() }],
      [patchJob, { method: "PATCH", json: { title: "New" }, params: { id: "1" } }],
    ] as const) {
      expect((await call(handler, options)).status).toBe(401);
      expect((await call(handler, { ...options, token: talent.token })).status).toBe(401);
    }
  });

  it("creates a draft by default and an open job with publish, with skills spelt as the catalogue does", async () => {
    const client = await registeredClient();
    const draft = await call(createJob, { token: client.token, json: jobInput() });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const job = clientJobSchema.parse(draft.body.data);
    expect(job.status).toBe("draft");
    expect(job.skills).toEqual(["ReactJs", "TypeScript"]);
    expect(job.applicant_counts.applied).toBe(0);
    expect((await show(job.slug)).status).toBe(404);
    expect((await boardSlugs()).slugs).not.toContain(job.slug);

    const open = await postedJob(client.token, { title: "Published role" });
    expect(open.status).toBe("open");
    expect((await show(open.slug)).status).toBe(200);
    expect((await boardSlugs()).slugs).toContain(open.slug);

    const mine = await call(ownJobs, { token: client.token });
    expect(mine.body.data.map((j: { id: number }) => j.id).sort()).toEqual([job.id, open.id].sort());
  });

  it.each([
    [{ skills: ["Not A Skill"] }, "skills"],
    [{ currency: "XYZ" }, "currency"],
    [{ currency: undefined }, "currency"],
    [{ rate_min: 100, rate_max: 50 }, "rate_max"],
    [{ description: "<p>short</p>" }, "description"],
    [{ valid_through: "2001-01-01" }, "valid_through"],
    [{ valid_through: "tomorrow" }, "valid_through"],
    [{ title: 42 }, "title"],
    [{ extra: true }, "body"],
  ])("refuses bad job input %j with 422 naming %s", async (overrides, field) => {
    const client = await registeredClient();
    const { status, body } = await call(createJob, { token: client.token, json: jobInput(overrides) });
    expect(status).toBe(422);
    expect(Object.keys(body.errors).join(",")).toContain(field);
  });

  it("answers 400 or 415 for a body that is not a JSON object", async () => {
    const client = await registeredClient();
    expect(
      (
        await call(createJob, {
          token: client.token,
          body: "{not json",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(400);
    expect((await call(createJob, { token: client.token, form: { title: "x" } })).status).toBe(415);
  });

  it("moves jobs only as the state machine allows, and closed jobs leave the board with 410", async () => {
    const client = await registeredClient();
    await approveCompany(client.token);
    const draft = (await call(createJob, { token: client.token, json: jobInput() })).body.data;
    expect((await patch(client.token, draft.id, { status: "closed" })).status).toBe(409);
    const published = await patch(client.token, draft.id, { status: "open" });
    expect(published.status).toBe(200);
    expect(published.body.data.status).toBe("open");
    const before = await boardSlugs();
    expect(before.slugs).toContain(draft.slug);

    expect((await patch(client.token, draft.id, { status: "closed" })).body.data.status).toBe("closed");
    const after = await boardSlugs();
    expect(after.slugs).not.toContain(draft.slug);
    expect(after.total).toBe(before.total - 1);
    const gone = await show(draft.slug);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toMatch(/closed/);
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls.some((url) => url.endsWith(`/jobs/${draft.slug}`))).toBe(false);

    expect((await patch(client.token, draft.id, { status: "open" })).status).toBe(200);
    expect((await show(draft.slug)).status).toBe(200);
    expect((await patch(client.token, draft.id, { status: "draft" })).status).toBe(422);
  });

  it("edits fields, and never another company's job (404)", async () => {
    const owner = await registeredClient();
    const other = await registeredClient();
    const job = await postedJob(owner.token);
    const edited = await patch(owner.token, job.id, {
      title: "Staff React developer",
      rate_max: 120,
      valid_through: "2999-12-31",
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // The job is published: the new title and rate wait for review (job-moderation.test.ts), the date applies.
    expect(edited.body.data).toMatchObject({
      title: "Senior React developer",
      rate_max: 90,
      revision: { title: "Staff React developer", rate_max: 120 },
      valid_through: "2999-12-31",
    });
    expect((await patch(other.token, job.id, { title: "Mine now" })).status).toBe(404);
    expect((await patch(other.token, job.id, { status: "closed" })).status).toBe(404);
    expect((await patch(owner.token, "abc", { title: "x" })).status).toBe(404);
    expect((await patch(owner.token, job.id, { rate_min: 500 })).status).toBe(422);
  });

  it("counts a job past its closing date as closed everywhere, and reopens it only with a new date", async () => {
    const client = await registeredClient();
    const job = await postedJob(client.token, { title: "Lapsing role", valid_through: "2999-01-01" });
    const before = await boardSlugs();
    expect(before.slugs).toContain(job.slug);

    await setValidThrough(db(), job.id, "2020-01-01");
    const after = await boardSlugs();
    expect(after.slugs).not.toContain(job.slug);
    expect(after.total).toBe(before.total - 1);
    expect((await show(job.slug)).status).toBe(410);
    const mine = await call(ownJobs, { token: client.token });
    expect(mine.body.data.find((j: { id: number }) => j.id === job.id).status).toBe("closed");

    expect((await patch(client.token, job.id, { status: "open" })).status).toBe(422);
    const reopened = await patch(client.token, job.id, { status: "open", valid_through: null });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.status).toBe("open");
  });

  it("lets one of two concurrent moves of a job win and answers 409 to the other", async () => {
    const client = await registeredClient();
    await approveCompany(client.token);
    const draft = (await call(createJob, { token: client.token, json: jobInput() })).body.data;
    const answers = await Promise.all([
      patch(client.token, draft.id, { status: "open" }),
      patch(client.token, draft.id, { status: "open" }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    // Both may read `draft`; the conditional write lets one through. If the second read `open`, it is a no-op.
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
  });
});
