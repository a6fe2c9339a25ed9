import { int, optional } from "./fields";
import { z } from "./zod";

/** Page and page size of the console's lists, from a query string. */
export const pageField = optional(int("page", 1, 1_000_000)).default(1);
export const perPageField = (fallback: number, max = 100) => optional(int("per page", 1, max)).default(fallback);

export const listMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export const listMeta = (page: number, perPage: number, total: number): ListMeta => ({
  page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});
