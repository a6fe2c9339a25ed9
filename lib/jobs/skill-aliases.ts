/**
 * Other spellings of a skill, lower-cased, each group led by the catalogue's own name. The board's skill
 * filter reads a name in a group as every name of it ("React" finds jobs asking for "ReactJs").
 */
export const SKILL_ALIAS_GROUPS: readonly (readonly string[])[] = [
  ["reactjs", "react", "react.js"],
  ["react native", "react-native"],
  ["node.js", "node", "nodejs"],
  ["javascript", "js", "ecmascript"],
  ["typescript", "ts"],
  ["postgresql", "postgres", "psql"],
  ["kubernetes", "k8s", "kube"],
  ["next.js", "next", "nextjs"],
  ["vue.js", "vue", "vuejs"],
  ["go", "golang"],
  [".net", "dotnet", "asp.net"],
  ["c#", "csharp"],
  ["c++", "cpp"],
  ["mongodb", "mongo"],
  ["graphql", "gql"],
  ["google cloud", "gcp", "google cloud platform"],
  ["aws", "amazon web services"],
  ["ci/cd", "cicd", "continuous integration"],
  ["machine learning", "ml"],
  ["ruby on rails", "rails", "ror"],
  ["spring boot", "spring"],
  ["rest apis", "rest", "rest api"],
  ["accessibility (wcag)", "accessibility", "wcag", "a11y"],
  ["a/b testing", "ab testing", "split testing"],
  ["seo", "search engine optimization"],
  ["ppc", "pay per click"],
  ["conversion rate optimization", "cro"],
  ["google analytics", "ga4"],
  ["public relations", "pr"],
  ["ui designer", "ui design"],
  ["ux designer", "ux design"],
];

/** A skill name as the filter compares it: trimmed, lower-case, single spaces. */
export const skillKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

const GROUP_OF = new Map(SKILL_ALIAS_GROUPS.flatMap((group) => group.map((name) => [name, group] as const)));

/** Every spelling of the skill `key` names (itself included). */
export function aliasesOf(key: string): readonly string[] {
  return GROUP_OF.get(key) ?? [key];
}

/** Every spelling any group knows. */
export const ALIAS_NAMES: readonly string[] = [...GROUP_OF.keys()];
