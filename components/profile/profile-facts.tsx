import { countryName } from "@/lib/content/countries";
import { jobTypeLabels } from "@/lib/content/jobs";
import { availabilityLabels } from "@/lib/content/profile";
import { formatDay } from "@/lib/profiles/format";
import { workHoursLength } from "@/lib/profiles/work-hours";

import type { ProfileViewData } from "./profile-view";

type Fact = { term: string; value: React.ReactNode };

function whereAndWhen(profile: ProfileViewData): Fact[] {
  const place = [profile.city, profile.country ? countryName(profile.country) : null].filter(Boolean).join(", ");
  const facts: Fact[] = [];
  if (place) facts.push({ term: "Location", value: place });
  if (profile.timezone) facts.push({ term: "Time zone", value: profile.timezone.replaceAll("_", " ") });
  if (profile.work_hours) {
    const { start, end } = profile.work_hours;
    facts.push({ term: "Working hours", value: `${start}–${end} (${workHoursLength(profile.work_hours)} h a day)` });
  }
  return facts;
}

function terms(profile: ProfileViewData): Fact[] {
  const facts: Fact[] = [];
  if (profile.hourly_rate !== null) facts.push({ term: "Rate", value: `$${profile.hourly_rate} / hour` });
  if (profile.availability) facts.push({ term: "Availability", value: availabilityLabels[profile.availability] });
  if (profile.available_from) facts.push({ term: "Available from", value: formatDay(profile.available_from) });
  if (profile.hours_per_week !== null) facts.push({ term: "Hours per week", value: `${profile.hours_per_week} h` });
  if (profile.contract_types.length > 0) {
    facts.push({ term: "Contracts", value: profile.contract_types.map((type) => jobTypeLabels[type]).join(", ") });
  }
  return facts;
}

const LINKS = [
  ["linkedin_url", "LinkedIn"],
  ["github_url", "GitHub"],
  ["portfolio_url", "Portfolio"],
] as const;

/**
 * The facts a remote hire turns on, beside the profile: terms, where and when, links, and `resume` (a
 * download control the page provides: a résumé needs the viewer's token, which a plain link cannot send).
 */
export function ProfileFacts({
  profile,
  resume,
  className = "",
}: {
  profile: ProfileViewData;
  resume?: React.ReactNode;
  className?: string;
}) {
  const facts = [...terms(profile), ...whereAndWhen(profile)];
  const links = LINKS.flatMap(([field, label]) => (profile[field] ? [{ label, href: profile[field] }] : []));
  return (
    <aside
      aria-label="Profile facts"
      className={`h-fit space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}
    >
      {facts.length > 0 ? (
        <dl className="space-y-3">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{fact.term}</dt>
              <dd className="mt-0.5 text-sm font-medium text-ink break-words">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-ink-muted">No details yet.</p>
      )}
      {links.length > 0 ? (
        <ul className="space-y-2 border-t border-slate-100 pt-4 text-sm">
          {links.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                rel="noopener noreferrer nofollow"
                target="_blank"
                className="font-semibold text-brand-700 hover:underline"
              >
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {resume}
    </aside>
  );
}
