import { beforeAll, expect, it } from "vitest";

import { GET as clientCustomSkills } from "@/app/api/client/custom_skills/route";
import { GET as clientSkills } from "@/app/api/client/skills/[id]/route";
import { GET as talentCustomSkills } from "@/app/api/talent/custom_skills/route";
import { GET as industries } from "@/app/api/talent/industries/route";
import { GET as jobInterests } from "@/app/api/talent/job-interests/[id]/route";
import { GET as talentSkills } from "@/app/api/talent/skills/[id]/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { industrySchema, jobInterestSchema, skillSchema, type Skill } from "@/lib/validation/catalog";

import { call, callProxy } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

const FOOTER_SKILLS = {
  1: ["Angular", "Python", "ReactJs", "PHP", "Flutter", "Java", "iOS", "Android", "DevOps"],
  2: [
    "UI Designer",
    "UX Designer",
    "UX Researcher",
    "Product Designer",
    "Product Analyst",
    "Product Lead",
    "Lead UI/UX Designer",
  ],
  3: [
    "SEO",
    "PPC",
    "Content Writer",
    "Social Media Marketer",
    "Keyword Specialist",
    "Affiliate Marketing",
    "Video Marketing",
  ],
};

const names = (body: { data: { name: string }[] }) => body.data.map((item) => item.name);

describeOnEachDatabase("catalogue API", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
    await seedReferenceData(db());
  });

  it.each([
    ["talent", talentSkills],
    ["client", clientSkills],
  ] as const)(
    "GET /api/%s/skills/{id} answers the category's skills, footer skills included",
    async (kind, handler) => {
      for (const [id, footer] of Object.entries(FOOTER_SKILLS)) {
        const { status, body } = await call(handler, { path: `/api/${kind}/skills/${id}`, params: { id } });
        expect(status).toBe(200);
        const skills = skillSchema.array().parse(body.data);
        expect(skills.length).toBeGreaterThanOrEqual(20);
        expect(skills.every((skill) => skill.category_id === Number(id))).toBe(true);
        expect(names(body)).toEqual(expect.arrayContaining(footer));
        expect(new Set(names(body)).size).toBe(skills.length);
      }
    },
  );

  it.each(["4", "0", "abc", "1.5"])("answers 404 JSON for the unknown category %s", async (id) => {
    for (const handler of [talentSkills, clientSkills, jobInterests]) {
      const { status, body } = await call(handler, { path: `/api/talent/skills/${id}`, params: { id } });
      expect(status).toBe(404);
      expect(body).toEqual({ message: "Category not found." });
    }
  });

  it.each([
    ["talent", talentCustomSkills],
    ["client", clientCustomSkills],
  ] as const)(
    "GET /api/%s/custom_skills searches case-insensitively, names starting with the text first",
    async (kind, handler) => {
      const { status, body } = await call(handler, { path: `/api/${kind}/custom_skills?search=DESIGN` });
      expect(status).toBe(200);
      const skills: Skill[] = skillSchema.array().parse(body.data);
      expect(skills.length).toBeGreaterThan(3);
      expect(skills.every((skill) => skill.name.toLowerCase().includes("design"))).toBe(true);
      expect(skills[0]!.name.toLowerCase().startsWith("design")).toBe(true);
    },
  );

  it("filters custom skills by category and limits them (default 20, at most 50)", async () => {
    const all = await call(talentCustomSkills, { path: "/api/talent/custom_skills" });
    expect(all.body.data).toHaveLength(20);
    const many = await call(talentCustomSkills, { path: "/api/talent/custom_skills?limit=50" });
    expect(many.body.data).toHaveLength(50);
    const marketing = await call(talentCustomSkills, {
      path: "/api/talent/custom_skills?category_id=3&limit=5&search=marketing",
    });
    expect(marketing.body.data.length).toBeGreaterThan(0);
    expect(marketing.body.data.length).toBeLessThanOrEqual(5);
    expect(marketing.body.data.every((skill: Skill) => skill.category_id === 3)).toBe(true);
    const wildcard = await call(talentCustomSkills, { path: "/api/talent/custom_skills?search=%25" });
    expect(wildcard.body.data).toEqual([]);
  });

  it.each([
    ["?limit=51", "limit"],
    ["?limit=0", "limit"],
    ["?limit=ten", "limit"],
    ["?category_id=7", "category_id"],
    ["?category_id=x", "category_id"],
    [`?search=${"a".repeat(101)}`, "search"],
  ])("answers 422 naming the field for custom_skills%s", async (query, field) => {
    const { status, body } = await call(clientCustomSkills, { path: `/api/client/custom_skills${query}` });
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it("GET /api/talent/job-interests/{id} answers the roles of the category", async () => {
    const { status, body } = await call(jobInterests, { path: "/api/talent/job-interests/2", params: { id: "2" } });
    expect(status).toBe(200);
    jobInterestSchema.array().parse(body.data);
    expect(names(body)).toEqual(
      expect.arrayContaining(["UI Designer", "UX Designer", "UX Researcher", "Product Designer"]),
    );
    const software = await call(jobInterests, { path: "/api/talent/job-interests/1", params: { id: "1" } });
    expect(names(software.body)).toContain("Backend Developer");
    expect(software.body.data.every((item: { category_id: number }) => item.category_id === 1)).toBe(true);
  });

  it("GET /api/talent/industries answers the industries", async () => {
    const { status, body } = await call(industries, { path: "/api/talent/industries" });
    expect(status).toBe(200);
    industrySchema.array().parse(body.data);
    expect(names(body)).toEqual(expect.arrayContaining(["Fintech", "Healthcare", "E-commerce"]));
  });

  it("needs the API key but no bearer token, and answers 405 to other methods", async () => {
    for (const handler of [
      talentSkills,
      clientSkills,
      talentCustomSkills,
      clientCustomSkills,
      jobInterests,
      industries,
    ]) {
      const missing = await call(handler, { path: "/api/x", params: { id: "1" }, apiKey: null });
      expect(missing).toMatchObject({ status: 401, body: { message: "API key is missing" } });
      const wrong = await call(handler, { path: "/api/x", params: { id: "1" }, apiKey: "nope" });
      expect(wrong).toMatchObject({ status: 401, body: { message: "Invalid API key" } });
    }
    expect((await callProxy({ path: "/api/client/skills/1", method: "POST" })).status).toBe(405);
  });
});
