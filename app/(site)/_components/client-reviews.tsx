"use client";

// A client component that imports its own content, so the reviews travel once, in the server-rendered
// HTML, and not again in the RSC payload.
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { ICON, SymbolIcon } from "@/components/ui/svg-symbols";
import { clientReviews } from "@/lib/content/home";

/** Seven client reviews in a horizontally scrolling, snap-aligned row (keyboard-scrollable). */
export function ClientReviews() {
  return (
    <section aria-labelledby="reviews-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading id="reviews-title" eyebrow="Client reviews" title="Teams that hired in days, not months" />
      </Container>
      <div
        className="mt-12 overflow-x-auto pb-6 [scrollbar-width:thin] focus-visible:outline-2 focus-visible:outline-brand-500"
        tabIndex={0}
        role="region"
        aria-label="Client reviews, scroll sideways for more"
      >
        <ul className="mx-auto flex w-max snap-x snap-mandatory gap-5 px-5 sm:px-8 xl:px-[max(2rem,calc((100vw-72rem)/2+2rem))]">
          {clientReviews.map((review) => (
            <li key={review.name} className="w-[18.5rem] shrink-0 snap-start sm:w-[22rem]">
              <figure className="review-card">
                <SymbolIcon
                  id={ICON.stars}
                  viewBox="0 0 100 20"
                  className="h-4 w-20 text-amber-500"
                  role="img"
                  aria-label="Rated 5 out of 5"
                />
                <blockquote className="mt-4 flex-1 text-ink">
                  <p>“{review.review}”</p>
                </blockquote>
                <figcaption className="review-caption">
                  <span className="block font-semibold text-ink">{review.name}</span>
                  <span className="text-ink-muted">
                    {review.role}, {review.company}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
