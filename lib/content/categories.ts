/** The three talent categories; ids are stable and shared by the API, the seed and the pages. */
export const CATEGORIES = [
  { id: 1, name: "Software Development", slug: "software-development" },
  { id: 2, name: "UI/UX Design", slug: "ui-ux-design" },
  { id: 3, name: "Digital Marketing", slug: "digital-marketing" },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryId = Category["id"];
export type CategorySlug = Category["slug"];

export const CATEGORY_IDS = CATEGORIES.map((category) => category.id) as CategoryId[];
export const CATEGORY_SLUGS = CATEGORIES.map((category) => category.slug) as [CategorySlug, ...CategorySlug[]];

export function findCategory(id: number): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}
