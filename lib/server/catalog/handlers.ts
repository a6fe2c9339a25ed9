import "server-only";

import { findCategory } from "@/lib/content/categories";
import { customSkillsQuerySchema } from "@/lib/validation/catalog";
import { searchParamsToObject } from "@/lib/validation/search-params";

import { apiRoute } from "../http/api-handler";
import { notFound } from "../http/errors";
import { ok } from "../http/respond";
import { listIndustries, listJobInterests, listSkillsOfCategory, searchSkills } from "./queries";

// The talent and client routes serve the same catalogue, so both route files export these.

function categoryFromPath(id: string): number {
  const category = /^\d+$/.test(id) ? findCategory(Number(id)) : undefined;
  if (!category) throw notFound("Category not found.");
  return category.id;
}

export const getSkillsOfCategory = apiRoute<{ id: string }>(async ({ params, db }) =>
  ok(await listSkillsOfCategory(db, categoryFromPath(params.id))),
);

export const getCustomSkills = apiRoute(async ({ request, db }) => {
  const query = customSkillsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  return ok(await searchSkills(db, query));
});

export const getJobInterests = apiRoute<{ id: string }>(async ({ params, db }) =>
  ok(await listJobInterests(db, categoryFromPath(params.id))),
);

export const getIndustries = apiRoute(async ({ db }) => ok(await listIndustries(db)));
