import Link from "next/link";

import { SaveToShortlist } from "@/components/directory/save-to-shortlist";
import { TalentResultCard } from "@/components/directory/talent-result-card";
import { InviteToApply } from "@/components/invitations/invite-to-apply";
import { buttonClass } from "@/components/ui/button-styles";
import { Pagination } from "@/components/ui/pagination";
import { DIRECTORY_COPY } from "@/lib/content/directory";
import type { TalentSearchPage } from "@/lib/validation/directory";

export type DirectoryResult =
  { kind: "ok"; page: TalentSearchPage } | { kind: "invalid"; messages: string[] } | { kind: "error" };

function Notice({
  tone,
  title,
  body,
  details,
}: {
  tone: "empty" | "error";
  title: string;
  body: string;
  details?: string[];
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-2xl border border-dashed px-6 py-12 text-center ${tone === "error" ? "border-rose-300 bg-rose-50" : "border-slate-300 bg-white"}`}
    >
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink-muted">{body}</p>
      {details?.length ? (
        <ul className="mx-auto mt-3 max-w-md space-y-1 text-sm text-rose-800">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      <Link href="/recruiter/talent" className={buttonClass("secondary", "md", "mt-5")}>
        {tone === "error" && !details ? DIRECTORY_COPY.tryAgain : DIRECTORY_COPY.clear}
      </Link>
    </div>
  );
}

/** The directory's results for one search: cards and pages, or why there are none. */
export function DirectoryResults({ result, filters }: { result: DirectoryResult; filters: Record<string, string> }) {
  if (result.kind === "error")
    return <Notice tone="error" title={DIRECTORY_COPY.errorTitle} body={DIRECTORY_COPY.errorBody} />;
  if (result.kind === "invalid")
    return (
      <Notice
        tone="error"
        title={DIRECTORY_COPY.invalidTitle}
        body="Change or clear these filters:"
        details={result.messages}
      />
    );
  const { data, meta } = result.page;
  if (data.length === 0)
    return <Notice tone="empty" title={DIRECTORY_COPY.emptyTitle} body={DIRECTORY_COPY.emptyBody} />;
  return (
    <section aria-label="Results">
      <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
        <span className="font-semibold text-ink">{DIRECTORY_COPY.results(meta.total)}</span> · page {meta.page} of{" "}
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
