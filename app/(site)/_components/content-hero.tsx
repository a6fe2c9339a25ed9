import { Container } from "@/components/ui/container";

type Props = { id: string; eyebrow: string; title: string; lead: string; children?: React.ReactNode };

/** The opening band of the blog, events and careers pages: eyebrow, the page's h1 and a lead. */
export function ContentHero({ id, eyebrow, title, lead, children }: Props) {
  return (
    <section aria-labelledby={id} className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-14 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="section-eyebrow">{eyebrow}</p>
          <h1 id={id} className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
            {title}
          </h1>
          <p className="mt-6 text-lg leading-8 text-ink-muted">{lead}</p>
          {children}
        </div>
      </Container>
    </section>
  );
}
