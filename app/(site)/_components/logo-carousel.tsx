"use client";

// Client component without props, importing its own content: server-rendered like the rest, but its
// markup travels once, in the HTML, not a second time in the page's RSC payload.
import Image from "next/image";

import { Container } from "@/components/ui/container";
import { companyLogos } from "@/lib/content/home";

import { CarouselPauseControl } from "./carousel-pause-control";

function LogoRow({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul className="flex shrink-0 items-center gap-14 pr-14" aria-hidden={hidden || undefined}>
      {companyLogos.map((logo) => (
        <li key={logo.name} className="shrink-0">
          <Image
            src={logo.src}
            alt={hidden ? "" : logo.name}
            width={logo.width}
            height={logo.height}
            unoptimized
            className="logo-item"
          />
        </li>
      ))}
    </ul>
  );
}

/** Eight client logos scrolling in a loop; pausable, and still for visitors who prefer reduced motion. */
export function LogoCarousel() {
  return (
    <section aria-labelledby="logos-title" className="border-y border-slate-100 bg-white py-10">
      <Container>
        <CarouselPauseControl>
          <h2 id="logos-title" className="text-sm font-semibold uppercase tracking-wider text-ink-muted">
            Trusted by fast-growing teams
          </h2>
          <div className="logo-marquee mt-6 overflow-hidden">
            <div className="logo-marquee-track flex w-max">
              <LogoRow />
              <LogoRow hidden />
            </div>
          </div>
        </CarouselPauseControl>
      </Container>
    </section>
  );
}
