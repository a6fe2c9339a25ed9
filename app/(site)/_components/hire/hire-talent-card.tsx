import Link from "next/link";
import { ProfileAvatar } from "@/components/profile/profile-avatar";
import { profilePath } from "@/lib/profiles/profile-path";
import type { HireCard } from "@/lib/server/hire-pages/hire-page-data";
import { TalentSkillChips } from "../talent-skill-chips";

/** One vetted talent on a "Hire …" page; the whole card opens the public profile. */
export function HireTalentCard({ talent }: { talent: HireCard }) {
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      <div className="flex items-center gap-4">
        <ProfileAvatar name={talent.name} src={talent.avatarUrl} size="lg" />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-ink">
            {/* The link covers the whole card (after:inset-0); its name stays the talent's name. */}
            <Link href={profilePath(talent.handle)} prefetch={false} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none">
              {talent.name}
            </Link>
          </h3>
          {talent.headline ? <p className="truncate text-sm text-ink-muted">{talent.headline}</p> : null}
        </div>
      </div>
      {talent.location ? <p className="mt-4 text-sm text-ink-muted">{talent.location}</p> : null}
      <TalentSkillChips skills={talent.skills} />
      <p className="mt-auto flex items-baseline justify-between gap-2 border-t border-slate-100 pt-4 text-sm text-ink-muted">
        {talent.hourlyRate !== null ? (
          <span>
            <span className="text-xl font-bold text-ink">${talent.hourlyRate}</span>/hour
          </span>
        ) : (
          <span />
        )}
        <span aria-hidden="true" className="font-semibold text-brand-700">
          View profile →
        </span>
      </p>
    </article>
  );
}
