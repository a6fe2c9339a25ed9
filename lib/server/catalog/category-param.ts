import "server-only";

import { findCategory } from "@/lib/content/categories";

import { notFound } from "../http/errors";

/** The category a path's `[id]` names; anything but a known category's id is not found. */
export function categoryParam(id: string): number {
  const category = /^\d+$/.test(id) ? findCategory(Number(id)) : undefined;
  if (!category) throw notFound("Category not found.");
  return category.id;
}
