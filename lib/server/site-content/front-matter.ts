import { JSON_SCHEMA, load } from "js-yaml";

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * Splits a Markdown file into its YAML front matter and its body. The JSON schema keeps every value a plain
 * string, number, boolean or null (no YAML dates or tags), so the zod schema beside each collection decides.
 */
export function splitFrontMatter(text: string): { data: unknown; body: string } {
  const match = FENCE.exec(text);
  if (!match) throw new Error("has no front matter (a block between two --- lines at the top)");
  const [fence, yaml = ""] = match;
  return { data: load(yaml, { schema: JSON_SCHEMA }), body: text.slice(fence.length) };
}
