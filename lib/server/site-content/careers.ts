import "server-only";

import { roleFrontMatterSchema, type RoleFrontMatter } from "@/lib/validation/site-content";

import { cachedCollection, CARD_HEADING_SHIFT, loadCollection, type Entry } from "./collection";

export type OpenRole = Entry<RoleFrontMatter>;

/** Hireloop's own open roles (content/careers): a file is a role that is open; remove the file to close it. */
export const listOpenRoles = cachedCollection(async (): Promise<OpenRole[]> => {
  const roles = await loadCollection("careers", roleFrontMatterSchema, CARD_HEADING_SHIFT);
  return roles.sort((a, b) => a.team.localeCompare(b.team) || a.title.localeCompare(b.title));
});
