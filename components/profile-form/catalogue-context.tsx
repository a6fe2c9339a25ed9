"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";

import { industriesRequest, jobInterestsRequest, talentSkillsRequest } from "@/lib/api/profile";
import type { Industry, JobInterest, Skill } from "@/lib/validation/catalog";

/** The catalogues the profile's choices come from; the page renders what the server already read. */
export type Catalogues = {
  skills: Partial<Record<number, Skill[]>>;
  jobInterests: Partial<Record<number, JobInterest[]>>;
  industries: Industry[] | null;
};

type Kind = keyof Catalogues;
type State = { catalogues: Catalogues; failed: ReadonlySet<string>; load: (kind: Kind, categoryId?: number) => void };

const CatalogueContext = createContext<State | null>(null);

const keyOf = (kind: Kind, categoryId?: number) => `${kind}:${categoryId ?? ""}`;

export function CatalogueProvider({ initial, children }: { initial: Catalogues; children: React.ReactNode }) {
  const [catalogues, setCatalogues] = useState(initial);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());

  const load = useCallback((kind: Kind, categoryId?: number) => {
    const key = keyOf(kind, categoryId);
    setFailed((current) => (current.has(key) ? new Set([...current].filter((k) => k !== key)) : current));
    const request = async () => {
      if (kind === "industries") {
        const items = await industriesRequest();
        setCatalogues((c) => ({ ...c, industries: items }));
      } else if (categoryId !== undefined) {
        const items = await (kind === "skills" ? talentSkillsRequest(categoryId) : jobInterestsRequest(categoryId));
        setCatalogues((c) => ({ ...c, [kind]: { ...c[kind], [categoryId]: items } }));
      }
    };
    request().catch(() => setFailed((current) => new Set(current).add(key)));
  }, []);

  const value = useMemo(() => ({ catalogues, failed, load }), [catalogues, failed, load]);
  return <CatalogueContext.Provider value={value}>{children}</CatalogueContext.Provider>;
}

function useCatalogueState(): State {
  const state = useContext(CatalogueContext);
  if (!state) throw new Error("useCatalogue needs a CatalogueProvider");
  return state;
}

type CatalogueResult<T> = { items: T[] | null; error: boolean; needed: boolean; retry: () => void };

/** One catalogue: loaded through the API when the page did not bring it; `retry` after a failure. */
export function useCatalogue(kind: "skills", categoryId?: number): CatalogueResult<Skill>;
export function useCatalogue(kind: "jobInterests", categoryId?: number): CatalogueResult<JobInterest>;
export function useCatalogue(kind: "industries"): CatalogueResult<Industry>;
export function useCatalogue(kind: Kind, categoryId?: number): CatalogueResult<Skill | JobInterest | Industry> {
  const { catalogues, failed, load } = useCatalogueState();
  const items =
    kind === "industries" ? catalogues.industries : categoryId ? (catalogues[kind][categoryId] ?? null) : null;
  const needed = kind === "industries" || categoryId !== undefined;
  const error = failed.has(keyOf(kind, categoryId));
  useEffect(() => {
    if (needed && !items && !error) load(kind, categoryId);
  }, [needed, items, error, load, kind, categoryId]);
  return { items, error, retry: () => load(kind, categoryId), needed };
}

/** Every skill the page knows of, by id: for naming chosen skills in the preview. */
export function useKnownSkills(saved: readonly Skill[]): Map<number, Skill> {
  const { catalogues } = useCatalogueState();
  return useMemo(() => {
    const known = new Map(saved.map((skill) => [skill.id, skill]));
    for (const list of Object.values(catalogues.skills)) for (const skill of list ?? []) known.set(skill.id, skill);
    return known;
  }, [catalogues.skills, saved]);
}
