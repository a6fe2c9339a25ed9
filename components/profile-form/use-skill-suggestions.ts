"use client";

import { useEffect, useState } from "react";
import { customSkills } from "@/lib/api/profile";
import type { Skill } from "@/lib/validation/catalog";

const DEBOUNCE_MS = 200;

type Suggestions = { query: string; skills: Skill[]; status: "idle" | "loading" | "ready" | "error" };

/** Skills whose name contains `query`, from GET /api/talent/custom_skills?search=, asked once typing pauses. */
export function useSkillSuggestions(query: string): Suggestions {
  const search = query.trim();
  const [result, setResult] = useState<Suggestions>({ query: "", skills: [], status: "idle" });

  useEffect(() => {
    if (!search) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      customSkills(search, controller.signal)
        .then((skills) => setResult({ query: search, skills, status: "ready" }))
        .catch(() => {
          if (!controller.signal.aborted) setResult({ query: search, skills: [], status: "error" });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);

  if (!search) return { query: "", skills: [], status: "idle" };
  // An answer for an earlier query is not shown for this one.
  return result.query === search ? result : { query: search, skills: [], status: "loading" };
}
