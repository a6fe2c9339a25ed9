import { Container } from "@/components/ui/container";
import type { LegalDocument, LegalTable } from "@/lib/content/legal";

function Table({ table }: { table: LegalTable }) {
  return (
    <div
      className="mt-4 overflow-x-auto rounded-xl border border-slate-200"
      tabIndex={0}
      role="region"
      aria-label="Cookies and storage keys"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="bg-slate-50 text-ink">
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {table.rows.map(([name, where, purpose]) => (
            <tr key={name}>
              <th scope="row" className="px-4 py-3 align-top font-mono text-xs font-medium text-ink">
                {name}
              </th>
              <td className="px-4 py-3 align-top text-ink-muted">{where}</td>
              <td className="px-4 py-3 align-top text-ink-muted">{purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A legal page: title, summary, a table of contents and the numbered sections. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <Container className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink">{doc.title}</h1>
        <p className="mt-3 text-sm text-ink-muted">Last updated {doc.updated}</p>
        <p className="mt-6 text-lg leading-8 text-ink-muted">{doc.summary}</p>
        <nav aria-label="Contents" className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-ink-muted">Contents</h2>
          <ol className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-12 scroll-mt-24"
          >
            <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-ink">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-7 text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.table ? <Table table={section.table} /> : null}
          </section>
        ))}
      </div>
    </Container>
  );
}
