import Link from "next/link";

import { ProfileAvatar } from "@/components/profile/profile-avatar";
import { profilePath } from "@/lib/profiles/profile-path";
import type { HireCard } from "@/lib/server/hire-pages/hire-page-data";

import { TalentSkillChips } from "../talent-skill-chips";

/** One vetted talent on a "Hire …" page; the whole card opens the public profile. */
export function HireTalentCard({ talent }: { talent: HireCard }) {
  return (
    <article className="talent-card h-full">
      <div className="flex items-center gap-4">
        <ProfileAvatar name={talent.name} src={talent.avatarUrl} size="lg" />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-ink">
            <Link href={profilePath(talent.handle)} prefetch={false} className="talent-card-link">
              {talent.name}
            </Link>
          </h3>
          {talent.headline ? <p className="truncate text-sm text-ink-muted">{talent.headline}</p> : null}
        </div>
      </div>
      {talent.location ? <p className="mt-4 text-sm text-ink-muted">{talent.location}</p> : null}
      <TalentSkillChips skills={talent.skills} />
      <p className="talent-card-footer">
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
