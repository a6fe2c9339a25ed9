import { beforeAll, expect, it } from "vitest";

import { GET as companyGet } from "@/app/api/client/company/route";
import { PATCH as patchJob } from "@/app/api/client/jobs/[id]/route";
import sitemap from "@/app/sitemap";
import { getPublicCompany, listCompanySlugsWithOpenJobs } from "@/lib/server/companies/public-company";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { registeredClient } from "../support/accounts";
import { call } from "../support/api-client";
import { postedJob, setValidThrough } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

describeOnEachDatabase("the public company page", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("lists only a company's open jobs, newest first: never drafts, closed or lapsed ones", async () => {
    const client = await registeredClient({ company_name: "Quillmark Studio" });
    const { slug } = (await call(companyGet, { token: client.token })).body.data as { slug: string };

    const first = await postedJob(client.token, { title: "First open role" });
    const second = await postedJob(client.token, { title: "Second open role" });
    await postedJob(client.token, { title: "Draft role", publish: false });
    const closed = await postedJob(client.token, { title: "Closed role" });
    expect(
      (
        await call(patchJob, {
          method: "PATCH",
          token: client.token,
          json: { status: "closed" },
          params: { id: String(closed.id) },
        })
      ).status,
    ).toBe(200);
    const lapsed = await postedJob(client.token, { title: "Lapsed role" });
    await setValidThrough(db(), lapsed.id, "2020-01-01");

    const found = await getPublicCompany(db(), slug);
    expect(found?.company).toMatchObject({ name: "Quillmark Studio", slug });
    expect(found?.jobs.map((job) => job.title)).toEqual(["Second open role", "First open role"]);
    expect(found?.jobs.map((job) => job.slug)).toEqual([second.slug, first.slug]);
    expect(await getPublicCompany(db(), "no-such-company")).toBeNull();
  });

  it("puts in the sitemap only the companies with an open job", async () => {
    const hiring = await registeredClient({ company_name: "Hiring Harriers" });
    const quiet = await registeredClient({ company_name: "Quiet Quokkas" });
    const slugOf = async (token: string) => ((await call(companyGet, { token })).body.data as { slug: string }).slug;
    await postedJob(hiring.token, { title: "An open role" });
    await postedJob(quiet.token, { title: "Only a draft", publish: false });

    const [hiringSlug, quietSlug] = [await slugOf(hiring.token), await slugOf(quiet.token)];
    const slugs = (await listCompanySlugsWithOpenJobs(db())).map((row) => row.slug);
    expect(slugs).toContain(hiringSlug);
    expect(slugs).not.toContain(quietSlug);
    const urls = (await sitemap()).map((entry) => new URL(entry.url).pathname);
    expect(urls).toContain(`/companies/${hiringSlug}`);
    expect(urls).not.toContain(`/companies/${quietSlug}`);
  });
});
