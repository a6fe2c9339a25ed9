import { TalentResultCard } from "@/components/directory/talent-result-card";
import { InviteToApply } from "@/components/invitations/invite-to-apply";
import { EmptyState } from "@/components/ui/empty-state";
import { SHORTLIST_COPY } from "@/lib/content/directory";
import { createMetadata } from "@/lib/seo/metadata";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { getDb } from "@/lib/server/db/client";
import { shortlistDetail } from "@/lib/server/shortlists/shortlist-talent";
import { listShortlists } from "@/lib/server/shortlists/shortlists";
import type { PageSearchParams } from "@/lib/validation/search-params";

import { RemoveFromShortlist } from "./_components/remove-from-shortlist";
import { ShortlistNav } from "./_components/shortlist-nav";

export const metadata = createMetadata({
  title: SHORTLIST_COPY.title,
  description: SHORTLIST_COPY.lead,
  path: "/recruiter/shortlists",
  noIndex: true,
});

export default async function ShortlistsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const account = await requireAreaSession("client", "/recruiter/shortlists");
  const clientId = accountRowId(account);
  const db = await getDb();
  const lists = await listShortlists(db, clientId);
  const asked = Number([(await searchParams).list].flat()[0]);
  const current = lists.find((list) => list.id === asked) ?? lists[0];
  const detail = current ? await shortlistDetail(db, clientId, current.id) : null;

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{SHORTLIST_COPY.title}</h1>
        <p className="mt-2 text-ink-muted">{SHORTLIST_COPY.lead}</p>
      </header>
      {!detail ? (
        <EmptyState
          title={SHORTLIST_COPY.emptyTitle}
          body={SHORTLIST_COPY.emptyBody}
          action={{ href: "/recruiter/talent", label: SHORTLIST_COPY.findTalent }}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
          <ShortlistNav lists={lists} currentId={detail.id} />
          <section aria-labelledby="shortlist-title" className="min-w-0">
            <h2 id="shortlist-title" className="mb-4 text-lg font-semibold text-ink">
              {detail.name}{" "}
              <span className="text-sm font-normal text-ink-muted">· {SHORTLIST_COPY.count(detail.talent_count)}</span>
            </h2>
            {detail.talent.length === 0 ? (
              <EmptyState
                title={SHORTLIST_COPY.listEmptyTitle}
                body={SHORTLIST_COPY.listEmptyBody}
                action={{ href: "/recruiter/talent", label: SHORTLIST_COPY.findTalent }}
              />
            ) : (
              <ul className="space-y-4">
                {detail.talent.map((talent) => (
                  <li key={talent.id}>
                    <TalentResultCard
                      talent={talent}
                      actions={
                        <>
                          <InviteToApply talentId={talent.id} talentName={talent.name} size="sm" />
                          <RemoveFromShortlist shortlistId={detail.id} talentId={talent.id} talentName={talent.name} />
                        </>
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
