type Props = { eyebrow?: string; title: string; lead?: string; id?: string; align?: "left" | "center" };

/** The h2 block that opens every marketing section (classes: app/styles/marketing.css). */
export function SectionHeading({ eyebrow, title, lead, id, align = "center" }: Props) {
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-2xl ${alignment}`}>
      {eyebrow ? <p className="section-eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {lead ? <p className="section-lead">{lead}</p> : null}
    </div>
  );
}
