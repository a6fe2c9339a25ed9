"use client";

import { useEffect, useState } from "react";

import { clientSkillsRequest } from "@/lib/api/client-jobs";
import type { Skill } from "@/lib/validation/catalog";

type CategorySkills = {
  categoryId: number | undefined;
  skills: Skill[];
  status: "idle" | "loading" | "ready" | "error";
};

/** The skills of a category from GET /api/client/skills/{id}, asked again when the category changes. */
export function useCategorySkills(categoryId: number | undefined): CategorySkills {
  const [result, setResult] = useState<CategorySkills>({ categoryId: undefined, skills: [], status: "idle" });

  useEffect(() => {
    if (!categoryId) return;
    const controller = new AbortController();
    clientSkillsRequest(categoryId, controller.signal)
      .then((skills) => setResult({ categoryId, skills, status: "ready" }))
      .catch(() => {
        if (!controller.signal.aborted) setResult({ categoryId, skills: [], status: "error" });
      });
    return () => controller.abort();
  }, [categoryId]);

  if (!categoryId) return { categoryId, skills: [], status: "idle" };
  return result.categoryId === categoryId ? result : { categoryId, skills: [], status: "loading" };
}
