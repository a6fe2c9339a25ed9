type Props = { eyebrow?: string; title: string; lead?: string; id?: string; align?: "left" | "center" };

/** The h2 block that opens every marketing section. */
export function SectionHeading({ eyebrow, title, lead, id, align = "center" }: Props) {
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-2xl ${alignment}`}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-ink-muted">{lead}</p> : null}
    </div>
  );
}
