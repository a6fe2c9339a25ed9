import { ProfileAvatar } from "@/components/profile/profile-avatar";
import { ProfileExperience } from "@/components/profile/profile-experience";
import { ProfileFacts } from "@/components/profile/profile-facts";
import { VettedBadge } from "@/components/profile/vetted-badge";
import { findCategory } from "@/lib/content/categories";
import { experienceLabels } from "@/lib/content/jobs";
import type { PublicProfile } from "@/lib/validation/profile-responses";

/** What a profile shows: the public answer's fields, so the editor's live preview can build one from its form. */
export type ProfileViewData = Pick<
  PublicProfile,
  | "full_name"
  | "headline"
  | "bio"
  | "avatar_url"
  | "category_id"
  | "experience_level"
  | "years_experience"
  | "skills"
  | "custom_skills"
  | "experience"
  | "country"
  | "city"
  | "timezone"
  | "work_hours"
  | "hourly_rate"
  | "availability"
  | "available_from"
  | "contract_types"
  | "hours_per_week"
  | "job_interests"
  | "industries"
  | "linkedin_url"
  | "github_url"
  | "portfolio_url"
>;

function Chips({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
          {item}
        </li>
      ))}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/**
 * A talent profile as a recruiter reads it: who they are, what they do, their work, and the facts that
 * decide a remote hire (rate, availability, where and when they work). Never the email.
 */
export function ProfileView({
  profile,
  headingLevel = 1,
  resume,
  vetted = false,
}: {
  profile: ProfileViewData;
  headingLevel?: 1 | 2;
  /** A résumé download control, for viewers who may have it. */
  resume?: React.ReactNode;
  /** The talent passed vetting: the badge beside the name. */
  vetted?: boolean;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const category = profile.category_id ? findCategory(profile.category_id)?.name : undefined;
  const level = profile.experience_level ? experienceLabels[profile.experience_level] : undefined;
  const years = profile.years_experience !== null ? `${profile.years_experience} years of experience` : undefined;
  const skills = [...profile.skills.map((skill) => skill.name), ...profile.custom_skills];
  const paragraphs = (profile.bio ?? "").split(/\n\s*\n/).filter((text) => text.trim() !== "");

  return (
    // Laid out by its own width (a container query), so the editor's narrow preview reads like a phone.
    <div className="@container">
      {/* The facts come right after the name in reading order (on a phone, before the long sections). */}
      <article className="grid gap-8 @3xl:grid-cols-[minmax(0,1fr)_18rem]">
        <header className="flex flex-col gap-5 @md:flex-row @md:items-center @3xl:col-span-2">
          <ProfileAvatar name={profile.full_name} src={profile.avatar_url} size="xl" />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Heading className="text-3xl font-bold tracking-tight text-ink break-words">{profile.full_name}</Heading>
              {vetted ? <VettedBadge className="text-sm" /> : null}
            </div>
            {profile.headline ? <p className="mt-1 text-lg text-ink-muted break-words">{profile.headline}</p> : null}
            <p className="mt-2 text-sm text-ink-muted">{[category, level, years].filter(Boolean).join(" · ")}</p>
          </div>
        </header>
        <ProfileFacts profile={profile} resume={resume} className="@3xl:col-start-2 @3xl:row-start-2" />
        <div className="min-w-0 space-y-8 @3xl:col-start-1 @3xl:row-start-2">
          {paragraphs.length > 0 ? (
            <Section title="About">
              {paragraphs.map((text, index) => (
                <p key={index} className="leading-7 whitespace-pre-line text-ink break-words">
                  {text}
                </p>
              ))}
            </Section>
          ) : null}
          {skills.length > 0 ? (
            <Section title="Skills">
              <Chips items={skills} label="Skills" />
            </Section>
          ) : null}
          {profile.experience.length > 0 ? (
            <Section title="Experience">
              <ProfileExperience entries={profile.experience} />
            </Section>
          ) : null}
          {profile.job_interests.length + profile.industries.length > 0 ? (
            <Section title="Interested in">
              <Chips items={[...profile.job_interests, ...profile.industries]} label="Interests" />
            </Section>
          ) : null}
        </div>
      </article>
    </div>
  );
}
