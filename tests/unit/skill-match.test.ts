import { describe, expect, it } from "vitest";

import { aliasesOf, SKILL_ALIAS_GROUPS, skillKey } from "@/lib/jobs/skill-aliases";
import { skillMatcher, startsAWord } from "@/lib/jobs/skill-match";

const CATALOG = [
  "ReactJs",
  "React Native",
  "Java",
  "JavaScript",
  "Kubernetes",
  "Node.js",
  "PostgreSQL",
  "Google Ads",
  "Google Analytics",
  "C#",
  "CI/CD",
  "Lead UI/UX Designer",
];
const matcher = skillMatcher(CATALOG);

describe("skill aliases", () => {
  it("are lower-case, single-spaced, and each name belongs to one group", () => {
    const all = SKILL_ALIAS_GROUPS.flat();
    for (const name of all) expect(skillKey(name)).toBe(name);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each([
    ["react", "reactjs"],
    ["nodejs", "node.js"],
    ["js", "javascript"],
    ["ts", "typescript"],
    ["postgres", "postgresql"],
    ["k8s", "kubernetes"],
  ])("%s is spelled %s in the catalogue", (alias, name) => {
    expect(aliasesOf(alias)).toContain(name);
    expect(aliasesOf(name)).toContain(alias);
  });

  it("a name of no group is its own only spelling", () => {
    expect(aliasesOf("figma")).toEqual(["figma"]);
  });
});

describe("the skill filter's reading of a term", () => {
  it("finds a known name's spellings, whatever its case and spaces, and nothing it merely starts", () => {
    expect(matcher.keysFor("  REACT ").toSorted()).toEqual(["react", "react.js", "reactjs"]);
    expect(matcher.keysFor("Java")).toEqual(["java"]);
  });

  it("finds the names an unknown term starts, or starts a word of, with their spellings", () => {
    expect(matcher.keysFor("kuber")).toEqual(expect.arrayContaining(["kuber", "kubernetes", "k8s"]));
    expect(matcher.keysFor("ads")).toContain("google ads");
    expect(matcher.keysFor("ux")).toContain("lead ui/ux designer");
    expect(matcher.keysFor("script")).toEqual(["script"]);
  });

  it("reads a one-letter term as itself only", () => {
    expect(matcher.keysFor("c")).toEqual(["c"]);
    expect(matcher.keysFor("  ")).toEqual([]);
  });

  it("knows word starts", () => {
    expect(startsAWord("google analytics", "ana")).toBe(true);
    expect(startsAWord("node.js", "js")).toBe(false);
    expect(startsAWord("ci/cd", "cd")).toBe(true);
  });
});

describe("skill suggestions", () => {
  it("offer the catalogue's spelling, names the term starts first", () => {
    expect(matcher.suggest("react")).toEqual(["ReactJs", "React Native"]);
    expect(matcher.suggest("k8s")).toEqual(["Kubernetes"]);
    expect(matcher.suggest("postgres")).toEqual(["PostgreSQL"]);
    expect(matcher.suggest("goo")).toEqual(["Google Ads", "Google Analytics"]);
    expect(matcher.suggest("java")).toEqual(["Java", "JavaScript"]);
  });

  it("stop at the limit and offer nothing for nothing", () => {
    expect(matcher.suggest("g", 1)).toHaveLength(1);
    expect(matcher.suggest("")).toEqual([]);
    expect(matcher.suggest("zzz")).toEqual([]);
  });
});
