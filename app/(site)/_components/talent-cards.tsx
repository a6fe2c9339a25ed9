"use client";

// A client component that imports its own content: rendered on the server all the same, but the cards
// travel once, in the HTML, instead of a second time as server-rendered elements in the RSC payload.
import Image from "next/image";
import Link from "next/link";

import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { ICON, SymbolIcon } from "@/components/ui/svg-symbols";
import { sampleTalents } from "@/lib/content/home";
import type { TalentCard as TalentCardData } from "@/lib/content/types";
import { catalogueProfilePath } from "@/lib/profiles/catalogue-handle";

import { TalentSkillChips } from "./talent-skill-chips";

function TalentCard({ talent }: { talent: TalentCardData }) {
  return (
    <article className="talent-card">
      <div className="flex items-center gap-4">
        <Image
          src={talent.img}
          alt={`Portrait of ${talent.name}`}
          width={64}
          height={64}
          unoptimized
          className="h-16 w-16 rounded-2xl"
        />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-ink">
            <Link href={catalogueProfilePath(talent)} prefetch={false} className="talent-card-link">
              {talent.name}
            </Link>
          </h3>
          <p className="truncate text-sm text-ink-muted">{talent.post}</p>
        </div>
      </div>
      <p className="mt-4 flex items-center gap-1.5 text-sm text-ink-muted">
        <SymbolIcon id={ICON.location} className="h-4 w-4 shrink-0" aria-hidden="true" />
        {talent.location}
      </p>
      <TalentSkillChips skills={talent.skills} />
      <p className="talent-card-footer">
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
