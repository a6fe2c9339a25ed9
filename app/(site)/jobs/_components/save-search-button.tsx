"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";

import { useAuthUser } from "@/components/auth/use-auth-user";
import { buttonClass } from "@/components/ui/button-styles";
import { cardClass } from "@/components/ui/card";
import { SAVED_SEARCH_NAME_MAX } from "@/lib/alerts/saved-search-limits";
import type { SavedSearchOffer } from "@/lib/alerts/saved-search-offer";
import { JOB_ALERTS_SECTION, SAVE_SEARCH_COPY } from "@/lib/content/job-alerts";

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        d="M6 10a6 6 0 1 1 12 0c0 5 2 6 2 6H4s2-1 2-6M10 20a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type State = { step: "closed" } | { step: "naming"; sending: boolean; error: string | null } | { step: "saved" };

/**
 * The board's "Save this search" for a signed-in talent: names the current filters (a name in words is offered) and
 * saves them as a job alert. Nothing for visitors or recruiters.
 */
export function SaveSearchButton({ query, suggested }: SavedSearchOffer) {
  const user = useAuthUser();
  const [state, setState] = useState<State>({ step: "closed" });
  const [name, setName] = useState(suggested);

  if (user?.type !== "talent") return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ step: "naming", sending: true, error: null });
    try {
      // Loaded on use: the API module's schemas stay out of the public board's bundle.
      const { saveSearchRequest } = await import("@/lib/api/saved-searches");
      await saveSearchRequest(name, query);
      setState({ step: "saved" });
    } catch (error) {
      const { apiErrorMessage } = await import("@/lib/api/errors");
      setState({ step: "naming", sending: false, error: apiErrorMessage(error, SAVE_SEARCH_COPY.failed) });
    }
  }

  if (state.step === "closed") {
    return (
      <button
        type="button"
        onClick={() => {
          setName(suggested);
          setState({ step: "naming", sending: false, error: null });
        }}
        className={buttonClass("secondary", "sm", "mt-4")}
      >
        <BellIcon />
        {SAVE_SEARCH_COPY.open}
      </button>
    );
  }
  if (state.step === "saved") {
    return (
      <p
        role="status"
        className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
      >
        {SAVE_SEARCH_COPY.saved}
        <Link href={`/talent/saved-jobs#${JOB_ALERTS_SECTION.id}`} className="font-semibold text-brand-700 underline">
          {SAVE_SEARCH_COPY.seeAlerts}
        </Link>
      </p>
    );
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={SAVE_SEARCH_COPY.open}
      className={cardClass("mt-4 p-4 shadow-sm")}
    >
      <label htmlFor="saved-search-name" className="block text-sm font-medium text-ink">
        {SAVE_SEARCH_COPY.nameLabel}
      </label>
      <div className="mt-1.5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <input
          id="saved-search-name"
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          required
          autoFocus
          onChange={(event) => setName(event.target.value)}
          aria-describedby="saved-search-hint"
          className="block h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 sm:flex-1"
        />
        <div className="flex gap-2">
          <button
            type="submit"
            disabled={state.sending}
            className={buttonClass("primary", "md", "disabled:opacity-60")}
          >
            {state.sending ? SAVE_SEARCH_COPY.saving : SAVE_SEARCH_COPY.save}
          </button>
          <button type="button" onClick={() => setState({ step: "closed" })} className={buttonClass("ghost", "md")}>
            {SAVE_SEARCH_COPY.cancel}
          </button>
        </div>
      </div>
      <p id="saved-search-hint" className="mt-2 text-sm text-ink-muted">
        {SAVE_SEARCH_COPY.hint}
      </p>
      {state.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}
