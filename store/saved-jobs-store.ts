"use client";

import { create } from "zustand";

import { SAVE_COPY } from "@/lib/content/applications";

// The API modules (axios, and the zod schemas answers are parsed with) load on first use, not with the public board.
const applicationsApi = () => import("@/lib/api/applications");
const failureMessage = async (error: unknown) =>
  (await import("@/lib/api/errors")).apiErrorMessage(error, SAVE_COPY.failed);

type LoadStatus = "idle" | "loading" | "ready" | "error";

type SavedJobsState = {
  /** Whose slugs these are ("talent:12"), so another account signing in on this tab reloads them. */
  owner: string | null;
  status: LoadStatus;
  slugs: ReadonlySet<string>;
  /** The job whose last save or unsave failed, with the message to show beside its button. */
  failure: { slug: string; message: string } | null;
  /** One GET of the talent's saved slugs per page (not one per card): later callers share it. */
  load: (owner: string) => Promise<void>;
  toggle: (slug: string) => Promise<void>;
  /** Keeps the board's buttons in step after an unsave on the Saved jobs page. */
  forget: (slug: string) => void;
};

const withSlug = (slugs: ReadonlySet<string>, slug: string, saved: boolean) => {
  const next = new Set(slugs);
  if (saved) next.add(slug);
  else next.delete(slug);
  return next;
};

export const useSavedJobsStore = create<SavedJobsState>()((set, get) => ({
  owner: null,
  status: "idle",
  slugs: new Set(),
  failure: null,
  load: async (owner) => {
    const current = get();
    if (current.owner === owner && (current.status === "loading" || current.status === "ready")) return;
    set({ owner, status: "loading", slugs: new Set(), failure: null });
    try {
      const jobs = await (await applicationsApi()).listSavedJobsRequest();
      if (get().owner === owner) set({ status: "ready", slugs: new Set(jobs.map((job) => job.slug)) });
    } catch {
      if (get().owner === owner) set({ status: "error" });
    }
  },
  toggle: async (slug) => {
    const saving = !get().slugs.has(slug);
    // Optimistic: the button changes at once, and changes back if the server refuses.
    set((state) => ({ slugs: withSlug(state.slugs, slug, saving), failure: null }));
    try {
      const api = await applicationsApi();
      if (saving) await api.saveJobRequest(slug);
      else await api.unsaveJobRequest(slug);
    } catch (error) {
      const message = await failureMessage(error);
      set((state) => ({ slugs: withSlug(state.slugs, slug, !saving), failure: { slug, message } }));
    }
  },
  forget: (slug) => set((state) => ({ slugs: withSlug(state.slugs, slug, false) })),
}));
