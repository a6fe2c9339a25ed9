import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { DELETE as remove } from "@/app/api/talent/saved-searches/[id]/route";
import { POST as create, GET as list } from "@/app/api/talent/saved-searches/route";
import { savedSearches } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { SAVED_SEARCHES_MAX, savedSearchSchema } from "@/lib/validation/saved-searches";

import { registeredClient, registeredManager, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

const save = (token: string | undefined, json: unknown) => call(create, { token, json });
const del = (token: string | undefined, id: number | string) =>
  call(remove, { method: "DELETE", token, params: { id: String(id) } });

describeOnEachDatabase("saved searches (job alerts)", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("saves a search with its filters normalised, lists it in words with a board link, and deletes it", async () => {
    const talent = await registeredTalent();
    const query = {
      search: " react ",
      category: "software-development",
      skills: "TypeScript, React",
      job_type: "hourly",
      rate_min: "40",
      rate_max: 90,
      page: "3",
      sort: "rate_high",
    };
    const saved = await save(talent.token, { name: " React work ", query });
    expectDocumented("post", "/api/talent/saved-searches", saved.status, saved.body);
    expect(saved.status).toBe(201);
    expect(savedSearchSchema.parse(saved.body.data)).toMatchObject({
      name: "React work",
      query: {
        search: "react",
        category: "1",
        job_type: "hourly",
        skills: "typescript,react",
        rate_min: "40",
        rate_max: "90",
      },
      summary: "“react” · Software Development · Skills: typescript, react · Hourly · $40–$90/h",
      board_path: "/jobs?search=react&category=1&job_type=hourly&skills=typescript%2Creact&rate_min=40&rate_max=90",
    });

    const listed = await call(list, { token: talent.token });
    expectDocumented("get", "/api/talent/saved-searches", listed.status, listed.body);
    expect(listed.body.data.map((one: { id: number }) => one.id)).toEqual([saved.body.data.id]);
    expect((await call(list, { token: (await registeredTalent()).token })).body.data).toEqual([]);

    const deleted = await del(talent.token, saved.body.data.id);
    expectDocumented("delete", "/api/talent/saved-searches/{id}", deleted.status, deleted.body);
    expect(deleted.status).toBe(204);
    expect((await call(list, { token: talent.token })).body.data).toEqual([]);
    const again = await del(talent.token, saved.body.data.id);
    expectDocumented("delete", "/api/talent/saved-searches/{id}", again.status, again.body);
    expect(again.status).toBe(404);
  });

  it("refuses bad filters, a missing name and a body that is not JSON", async () => {
    const talent = await registeredTalent();
    const bad = await save(talent.token, { name: "", query: { job_type: "weekly", category: "gardening" } });
    expectDocumented("post", "/api/talent/saved-searches", bad.status, bad.body);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["name", "query.category", "query.job_type"]);
    expect(bad.body.errors.name).toEqual(["Give the search a name."]);
    const rates = await save(talent.token, { name: "Rates", query: { rate_min: 90, rate_max: 10 } });
    expect(rates.status).toBe(422);
    expect(rates.body.errors).toEqual({ "query.rate_max": ["The maximum rate must be at least the minimum rate."] });
    expect((await save(talent.token, { name: "x".repeat(81), query: {} })).status).toBe(422);
    expect((await save(talent.token, { name: "No query" })).status).toBe(422);
    const notJson = await call(create, {
      token: talent.token,
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    const form = await call(create, { token: talent.token, form: { name: "Form" } });
    expect(form.status).toBe(415);
    expect(await db().select().from(savedSearches).where(eq(savedSearches.talentId, talent.user.id))).toEqual([]);
  });

  it(`stops at ${SAVED_SEARCHES_MAX} searches per talent, even when saves race`, async () => {
    const talent = await registeredTalent();
    const answers = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_MAX + 3 }, (_, i) =>
        save(talent.token, { name: `Search ${i}`, query: { search: `term${i}` } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(SAVED_SEARCHES_MAX);
    const refused = answers.filter((answer) => answer.status === 422);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.message).toBe(
      `You can save up to ${SAVED_SEARCHES_MAX} searches. Delete one to save another.`,
    );
    expect((await call(list, { token: talent.token })).body.data).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it("answers 401 to recruiters, visitors and suspended talents, and 404 for another talent's search", async () => {
    const owner = await registeredTalent();
    const other = await registeredTalent();
    const client = await registeredClient();
    const { id } = (await save(owner.token, { name: "Mine", query: { search: "design" } })).body.data;

    expect((await del(other.token, id)).status).toBe(404);
    expect((await del(owner.token, "not-a-number")).status).toBe(404);
    for (const token of [client.token, undefined]) {
      expect((await call(list, { token })).status).toBe(401);
      expect((await save(token, { name: "Nope", query: {} })).status).toBe(401);
      expect((await del(token, id)).status).toBe(401);
    }
    expect(await db().select({ id: savedSearches.id }).from(savedSearches).where(eq(savedSearches.id, id))).toEqual([
      { id },
    ]);

    const manager = await registeredManager(db());
    const suspended = await call(suspend, {
      token: manager.token,
      json: { reason: "Spam" },
      params: { kind: "talent", id: String(owner.user.id) },
    });
    expect(suspended.status).toBe(200);
    expect((await call(list, { token: owner.token })).status).toBe(401);
    expect((await del(owner.token, id)).status).toBe(401);
  });
});
