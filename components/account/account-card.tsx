import { cardClass } from "@/components/ui/card";

/** One section of the Account page: a titled white card; `anchor` makes it a link target (`#anchor`). */
export function AccountCard({
  id,
  title,
  lead,
  anchor,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  anchor?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={id} className={cardClass("scroll-mt-20 p-5 shadow-sm sm:p-7")}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-ink-muted">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
