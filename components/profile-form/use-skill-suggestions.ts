"use client";

import { useEffect, useState } from "react";

import type { MemberKind } from "@/lib/accounts/kinds";
import { clientCustomSkillsRequest } from "@/lib/api/client-jobs";
import { customSkillsRequest } from "@/lib/api/profile";
import type { Skill } from "@/lib/validation/catalog";

/** Whose catalogue call to use: the talent's and the client's are the same search under their own API area. */
const SEARCH: Record<MemberKind, (search: string, signal?: AbortSignal) => Promise<Skill[]>> = {
  talent: customSkillsRequest,
  client: clientCustomSkillsRequest,
};

const DEBOUNCE_MS = 200;

type Suggestions = { query: string; skills: Skill[]; status: "idle" | "loading" | "ready" | "error" };

/** Skills whose name contains `query`, from GET /api/{talent,client}/custom_skills?search=, asked once typing pauses. */
export function useSkillSuggestions(query: string, area: MemberKind = "talent"): Suggestions {
  const search = query.trim();
  const [result, setResult] = useState<Suggestions>({ query: "", skills: [], status: "idle" });

  useEffect(() => {
    if (!search) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      SEARCH[area](search, controller.signal)
        .then((skills) => setResult({ query: search, skills, status: "ready" }))
        .catch(() => {
          if (!controller.signal.aborted) setResult({ query: search, skills: [], status: "error" });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, area]);

  if (!search) return { query: "", skills: [], status: "idle" };
  // An answer for an earlier query is not shown for this one.
  return result.query === search ? result : { query: search, skills: [], status: "loading" };
}
