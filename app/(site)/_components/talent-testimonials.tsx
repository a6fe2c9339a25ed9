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
              <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <blockquote className="text-sm leading-6 text-ink">
                  <p>“{item.testimonial}”</p>
                </blockquote>
                <figcaption className="mt-4 flex items-center gap-3">
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700" aria-hidden="true">
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
