import { ALIAS_NAMES, aliasesOf, skillKey } from "./skill-aliases";

/** Shorter terms find only themselves: "c" would otherwise find C#, C++, CI/CD, Copywriting… */
const MIN_PREFIX = 2;
const WORD_BREAK = /[\s/(-]/;

/** Whether `term` starts `name` or one of its words ("ads" starts "google ads", "ux" starts "ui/ux designer"). */
export function startsAWord(name: string, term: string): boolean {
  if (name.startsWith(term)) return true;
  for (let at = name.indexOf(term, 1); at > 0; at = name.indexOf(term, at + 1)) {
    if (WORD_BREAK.test(name[at - 1]!)) return true;
  }
  return false;
}

export type SkillMatcher = {
  /** The lower-cased skill names a filter term finds (see below). */
  keysFor(term: string): string[];
  /** Up to `limit` catalogue names to offer for a term being typed, those it starts first. */
  suggest(term: string, limit?: number): string[];
};

/**
 * How the board's skill filter reads a term, given the skills catalogue:
 * - a name the catalogue or an alias group knows finds its own spellings only ("react" → reactjs, react.js;
 *   "java" never finds javascript);
 * - any other term of two letters or more finds the known names it starts, or starts a word of ("kube" →
 *   kubernetes, "analytics" → google analytics), with their spellings;
 * - always itself, so a name outside the catalogue still matches exactly.
 */
export function skillMatcher(catalogNames: readonly string[]): SkillMatcher {
  const display = new Map(catalogNames.map((name) => [skillKey(name), name]));
  const names = [...new Set([...display.keys(), ...ALIAS_NAMES])];
  const spellings = (keys: string[]) => [...new Set(keys.flatMap((key) => aliasesOf(key)))];
  const isKnown = (key: string) => display.has(key) || aliasesOf(key).length > 1;
  const catalogName = (key: string) =>
    aliasesOf(key)
      .map((spelling) => display.get(spelling))
      .find(Boolean);

  return {
    keysFor(term) {
      const key = skillKey(term);
      if (!key) return [];
      if (isKnown(key)) return spellings([key]);
      if (key.length < MIN_PREFIX) return [key];
      return spellings([key, ...names.filter((name) => startsAWord(name, key))]);
    },
    suggest(term, limit = 8) {
      const key = skillKey(term);
      if (!key) return [];
      const hits = names
        .filter((name) => startsAWord(name, key))
        .toSorted((a, b) => Number(b.startsWith(key)) - Number(a.startsWith(key)) || a.localeCompare(b));
      const found = hits.map(catalogName).filter((name): name is string => name !== undefined);
      return [...new Set(found)].slice(0, limit);
    },
  };
}
