import { SaveToShortlist } from "@/components/directory/save-to-shortlist";
import { TalentResultCard } from "@/components/directory/talent-result-card";
import { InviteToApply } from "@/components/invitations/invite-to-apply";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { DIRECTORY_COPY } from "@/lib/content/directory";
import type { TalentSearchPage } from "@/lib/validation/directory";

export type DirectoryResult =
  { kind: "ok"; page: TalentSearchPage } | { kind: "invalid"; messages: string[] } | { kind: "error" };

/** The directory's results for one search: cards and pages, or why there are none. */
export function DirectoryResults({ result, filters }: { result: DirectoryResult; filters: Record<string, string> }) {
  if (result.kind === "error")
    return (
      <EmptyState
        tone="error"
        title={DIRECTORY_COPY.errorTitle}
        body={DIRECTORY_COPY.errorBody}
        action={{ href: "/recruiter/talent", label: DIRECTORY_COPY.tryAgain }}
      />
    );
  if (result.kind === "invalid")
    return (
      <EmptyState
        tone="error"
        title={DIRECTORY_COPY.invalidTitle}
        body="Change or clear these filters:"
        details={result.messages}
        action={{ href: "/recruiter/talent", label: DIRECTORY_COPY.clear }}
      />
    );
  const { data, meta } = result.page;
  if (data.length === 0)
    return (
      <EmptyState
        tone="empty"
        title={DIRECTORY_COPY.emptyTitle}
        body={DIRECTORY_COPY.emptyBody}
        action={{ href: "/recruiter/talent", label: DIRECTORY_COPY.clear }}
      />
    );
  return (
    <section aria-label="Results">
      <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
        <span className="font-semibold text-ink">{DIRECTORY_COPY.results(meta)}</span> · page {meta.page} of{" "}
        {meta.last_page}
      </p>
      <ul className="space-y-4">
        {data.map((talent) => (
          <li key={talent.id}>
            <TalentResultCard
              talent={talent}
              actions={
                <>
                  <SaveToShortlist talentId={talent.id} talentName={talent.name} />
                  <InviteToApply talentId={talent.id} talentName={talent.name} size="sm" />
                </>
              }
            />
          </li>
        ))}
      </ul>
      <Pagination
        path="/recruiter/talent"
        filters={filters}
        page={meta.page}
        lastPage={meta.last_page}
        className="mt-8"
      />
    </section>
  );
}
