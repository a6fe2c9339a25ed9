import Image from "next/image";
import Link from "next/link";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { sampleTalents } from "@/lib/content/home";
import { catalogueProfilePath } from "@/lib/profiles/catalogue-handle";
import type { TalentCard as TalentCardData } from "@/lib/content/types";
import { TalentSkillChips } from "./talent-skill-chips";

function LocationIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0" aria-hidden="true">
      <path d="M10 18s6-5.3 6-10a6 6 0 1 0-12 0c0 4.7 6 10 6 10z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="10" cy="8" r="2.2" fill="currentColor" />
    </svg>
  );
}

export function TalentCard({ talent }: { talent: TalentCardData }) {
  return (
    <article className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      <div className="flex items-center gap-4">
        <Image src={talent.img} alt={`Portrait of ${talent.name}`} width={64} height={64} unoptimized className="h-16 w-16 rounded-2xl" />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-ink">
            {/* The link covers the whole card (after:inset-0); its name stays the talent's name. */}
            <Link href={catalogueProfilePath(talent)} prefetch={false} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none">
              {talent.name}
            </Link>
          </h3>
          <p className="truncate text-sm text-ink-muted">{talent.post}</p>
        </div>
      </div>
      <p className="mt-4 flex items-center gap-1.5 text-sm text-ink-muted">
        <LocationIcon />
        {talent.location}
      </p>
      <TalentSkillChips skills={talent.skills} />
      <p className="mt-auto flex items-baseline justify-between gap-2 border-t border-slate-100 pt-4 text-sm text-ink-muted">
        <span>
          <span className="text-xl font-bold text-ink">${talent.salary}</span>/hour
        </span>
        <span aria-hidden="true" className="font-semibold text-brand-700">
          View profile →
        </span>
      </p>
    </article>
  );
}

export function TalentCards() {
  return (
    <section aria-labelledby="talent-title" className="bg-slate-50 py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="talent-title"
          eyebrow="Meet the talent"
          title="The top 3% of remote developers, designers and marketers"
          lead="A few of the people ready to join your team, at transparent hourly rates."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {sampleTalents.map((talent) => (
            <li key={talent.name} className="flex [&>article]:w-full">
              <TalentCard talent={talent} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
