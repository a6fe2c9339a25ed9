import Link from "next/link";

import { ProfileView } from "@/components/profile/profile-view";
import { buttonClass } from "@/components/ui/button-styles";
import { EmptyState } from "@/components/ui/empty-state";
import { PROFILE_PREVIEW as COPY, PROFILE_AUDIENCE } from "@/lib/content/talent-workspace";
import { createMetadata } from "@/lib/seo/metadata";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { getDb } from "@/lib/server/db/client";
import { PREVIEW_AUDIENCES, previewAudience, previewOwnProfile } from "@/lib/server/profiles/profile-preview";

export const metadata = createMetadata({
  title: COPY.title,
  description: "Your profile as a visitor or a recruiter sees it.",
  path: "/talent/profile/preview",
  noIndex: true,
});

type Props = { searchParams: Promise<{ as?: string | string[] }> };

const tab = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${current ? "bg-brand-600 text-white" : "text-ink hover:bg-slate-100"}`;

/** The talent's own profile as a visitor or a recruiter would see it at /profiles/{handle}, or that they cannot. */
export default async function ProfilePreviewPage({ searchParams }: Props) {
  const account = await requireAreaSession("talent", "/talent/profile/preview");
  const audience = previewAudience((await searchParams).as);
  const { visibility, profile } = await previewOwnProfile(await getDb(), accountRowId(account), audience);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink">{COPY.title}</h1>
          <p className="mt-2 text-sm text-ink-muted">{PROFILE_AUDIENCE[visibility]}</p>
        </div>
        <Link href="/talent/profile" prefetch={false} className={buttonClass("secondary", "sm")}>
          {COPY.editProfile}
        </Link>
      </div>
      <nav aria-label={COPY.previewAs} className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-ink-muted">{COPY.previewAs}</span>
        {PREVIEW_AUDIENCES.map((each) => (
          <Link
            key={each}
            href={`/talent/profile/preview?as=${each}`}
            aria-current={each === audience ? "page" : undefined}
            className={tab(each === audience)}
          >
            {COPY.audiences[each]}
          </Link>
        ))}
      </nav>
      {profile ? (
        <section aria-label={COPY.seenBy[audience]} className="flex flex-col gap-4">
          <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">{COPY.seenBy[audience]}</p>
          <ProfileView profile={profile} vetted={profile.vetted} headingLevel={2} />
        </section>
      ) : (
        <EmptyState
          tone="empty"
          title={COPY.notShownTitle[audience]}
          body={`${COPY.notShownBody} ${PROFILE_AUDIENCE[visibility]}`}
          action={{ href: "/talent/account", label: COPY.changeVisibility }}
        />
      )}
    </div>
  );
}
