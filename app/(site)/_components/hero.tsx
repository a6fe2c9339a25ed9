"use client";

// Client component without props, importing its own content: server-rendered like the rest, but its
// markup travels once, in the HTML, not a second time in the page's RSC payload.
import Image from "next/image";
import Link from "next/link";

import { CheckIcon } from "@/components/check-icon";
import { buttonClass } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";
import { hero, heroStats, sampleTalents } from "@/lib/content/home";
import { catalogueProfilePath } from "@/lib/profiles/catalogue-handle";

function HeroCollage() {
  const featured = sampleTalents.slice(0, 3);
  return (
    <div className="relative mx-auto hidden w-full max-w-md lg:block">
      <div
        aria-hidden="true"
        className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-br from-brand-100 via-white to-sky-100"
      />
      <ul aria-label="Featured talent" className="relative space-y-4">
        {featured.map((talent, index) => (
          <li key={talent.name} className={index === 1 ? "ml-10" : ""}>
            <Link href={catalogueProfilePath(talent)} prefetch={false} className="featured-talent">
              <Image
                src={talent.img}
                alt=""
                width={56}
                height={56}
                className="h-14 w-14 rounded-full"
                unoptimized
                priority
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink">{talent.name}</span>
                <span className="block truncate text-sm text-ink-muted">{talent.post}</span>
              </span>
              <span className="vetted-pill">Vetted</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-3 py-1 text-sm font-semibold text-brand-700">
            <span className="h-2 w-2 rounded-full bg-brand-500" aria-hidden="true" />
            {hero.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-ink-muted">{hero.lead}</p>
          <ul className="mt-6 space-y-2">
            {hero.claims.map((claim) => (
              <li key={claim} className="flex items-center gap-3 font-medium text-ink">
                <CheckIcon className="h-5 w-5 shrink-0 text-brand-600" />
                {claim}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="/signup/recruiter" target="_blank" rel="noopener" className={buttonClass("primary", "lg")}>
              Recruit Talent
            </a>
            <Link href="/signup/talent" prefetch={false} className={buttonClass("secondary", "lg")}>
              Apply for Jobs
            </Link>
          </div>
          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-slate-200 pt-6">
            {heroStats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-sm text-ink-muted">{stat.label}</dt>
                <dd className="order-first text-2xl font-bold text-ink">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroCollage />
      </Container>
    </section>
  );
}
