"use client";

import Link from "next/link";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { cardClass } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { useRowAction } from "@/components/ui/use-row-action";
import { deleteSavedSearchRequest } from "@/lib/api/saved-searches";
import { formatApplicationDate } from "@/lib/content/applications";
import { JOB_ALERTS_SECTION as COPY } from "@/lib/content/job-alerts";
import type { SavedSearch } from "@/lib/validation/saved-searches";

function SavedSearchRow({ search, onDeleted }: { search: SavedSearch; onDeleted: (id: number) => void }) {
  const { sending, message, run } = useRowAction(COPY.removeFailed);
  const remove = () =>
    run(async () => {
      await deleteSavedSearchRequest(search.id);
      onDeleted(search.id);
    });

  return (
    <article
      className={cardClass("flex flex-col gap-3 p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6")}
    >
      <div className="min-w-0">
        <h3 className="break-words text-lg font-semibold text-ink">{search.name}</h3>
        {/* A name the talent kept as offered already says the filters. */}
        {search.summary === search.name ? null : (
          <p className="mt-0.5 break-words text-sm text-ink-muted">{search.summary}</p>
        )}
        <p className="mt-0.5 text-xs text-ink-muted">{COPY.savedOn(formatApplicationDate(search.created_at))}</p>
        {message ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {message}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          href={search.board_path}
          aria-label={COPY.openLabel(search.name)}
          className={buttonClass("secondary", "sm")}
        >
          {COPY.open}
        </Link>
        <button
          type="button"
          disabled={sending}
          onClick={() => void remove()}
          aria-label={COPY.removeLabel(search.name)}
          className={buttonClass("ghost", "sm", "disabled:opacity-60")}
        >
          {COPY.remove}
        </button>
      </div>
    </article>
  );
}

/** The talent's saved searches (job alerts) under their saved jobs: each in words, opened on the board, or deleted. */
export function JobAlertsSection({ initial, alertsOn }: { initial: SavedSearch[]; alertsOn: boolean }) {
  const [searches, setSearches] = useState(initial);
  return (
    <section id={COPY.id} aria-labelledby="job-alerts-heading" className="mt-4 flex scroll-mt-24 flex-col gap-4">
      <header>
        <h2 id="job-alerts-heading" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
          {COPY.title}
        </h2>
        <p className="mt-1 text-ink-muted">{COPY.lead}</p>
        {alertsOn ? null : (
          <p className="mt-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {COPY.off}{" "}
            <Link href="/talent/account#notifications" className="font-semibold underline">
              {COPY.offLink}
            </Link>
          </p>
        )}
      </header>
      {searches.length === 0 ? (
        <EmptyState
          title={COPY.emptyTitle}
          body={COPY.emptyBody}
          action={{ href: "/jobs", label: COPY.browse }}
          actionVariant="secondary"
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {searches.map((search) => (
            <li key={search.id}>
              <SavedSearchRow
                search={search}
                onDeleted={(id) => setSearches((all) => all.filter((one) => one.id !== id))}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
