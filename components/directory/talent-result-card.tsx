import Link from "next/link";

import { ProfileAvatar } from "@/components/profile/profile-avatar";
import { VettedBadge } from "@/components/profile/vetted-badge";
import { cardClass } from "@/components/ui/card";
import { countryName } from "@/lib/content/countries";
import { AVAILABILITY_LABELS, TALENT_CARD_COPY } from "@/lib/content/directory";
import type { DirectoryTalent } from "@/lib/validation/directory";

function OverlapLine({ hours }: { hours: number | null }) {
  if (hours === null) return <span className="text-ink-muted">{TALENT_CARD_COPY.noHours}</span>;
  const tone =
    hours >= 4
      ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
      : hours > 0
        ? "bg-amber-50 text-amber-900 ring-amber-200"
        : "bg-slate-100 text-ink-muted ring-slate-200";
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-medium ring-1 ring-inset ${tone}`}
    >
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
        <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M10 6v4l2.5 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {hours > 0 ? TALENT_CARD_COPY.overlap(hours) : TALENT_CARD_COPY.noOverlap}
    </span>
  );
}

function SkillChips({ skills, matched }: { skills: string[]; matched: string[] }) {
  if (skills.length === 0) return null;
  const isMatch = (skill: string) => matched.includes(skill);
  const ordered = [...skills.filter(isMatch), ...skills.filter((skill) => !isMatch(skill))];
  return (
    <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Skills">
      {ordered.map((skill) => (
        <li
          key={skill}
          className={`rounded-full px-2.5 py-0.5 text-xs ${isMatch(skill) ? "bg-brand-600 font-semibold text-white" : "bg-slate-100 text-ink"}`}
        >
          {skill}
          {isMatch(skill) ? <span className="sr-only"> ({TALENT_CARD_COPY.matched})</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** A talent in the directory or on a shortlist: who they are, overlap with the team, skills, and the card's actions. */
export function TalentResultCard({ talent, actions }: { talent: DirectoryTalent; actions?: React.ReactNode }) {
  const place = [talent.city, talent.country ? (countryName(talent.country) ?? talent.country) : null]
    .filter(Boolean)
    .join(", ");
  const facts = [
    place,
    talent.hourly_rate !== null ? TALENT_CARD_COPY.rate(talent.hourly_rate) : null,
    talent.availability ? AVAILABILITY_LABELS[talent.availability] : null,
  ].filter(Boolean);
  return (
    <article
      aria-labelledby={`talent-${talent.id}`}
      className={cardClass("flex flex-wrap items-start gap-4 p-4 shadow-sm sm:flex-nowrap sm:p-5")}
    >
      <div className="shrink-0">
        <ProfileAvatar name={talent.name} src={talent.avatar_url} size="lg" decorative />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`talent-${talent.id}`} className="text-lg font-semibold text-ink">
            <Link
              href={`/profiles/${talent.handle}`}
              className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {talent.name}
            </Link>
          </h2>
          {talent.vetted ? <VettedBadge /> : null}
        </div>
        {talent.headline ? <p className="mt-0.5 text-sm text-ink">{talent.headline}</p> : null}
        {facts.length > 0 ? <p className="mt-1 text-sm text-ink-muted">{facts.join(" · ")}</p> : null}
        <p className="mt-2 text-sm">
          <OverlapLine hours={talent.overlap_hours} />
        </p>
        <SkillChips skills={talent.skills} matched={talent.matched_skills} />
      </div>
      {actions ? (
        <div className="flex w-full flex-wrap gap-2 sm:w-auto sm:shrink-0 sm:flex-col sm:items-stretch">{actions}</div>
      ) : null}
    </article>
  );
}
