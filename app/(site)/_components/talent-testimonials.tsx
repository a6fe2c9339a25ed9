"use client";

// A client component that imports its own content, so the stories travel once, in the server-rendered
// HTML, and not again in the RSC payload.
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { talentTestimonials } from "@/lib/content/home";

function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
}

export function TalentTestimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="testimonials-title"
          eyebrow="Talent stories"
          title="Loved by the people who work with us"
          lead="Our talent rate us with an NPS of 8.5. Here is what they say."
        />
        <ul className="mt-14 gap-5 sm:columns-2 lg:columns-4">
          {talentTestimonials.map((item) => (
            <li key={item.name} className="mb-5 break-inside-avoid">
              <figure className="card p-5">
                <blockquote className="text-sm leading-6 text-ink">
                  <p>“{item.testimonial}”</p>
                </blockquote>
                <figcaption className="mt-4 flex items-center gap-3">
                  <span className="initials-avatar" aria-hidden="true">
                    {initials(item.name)}
                  </span>
                  <span className="min-w-0 text-sm">
                    <span className="block font-semibold text-ink">{item.name}</span>
                    <span className="block text-ink-muted">
                      {item.profession} · {item.location}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
