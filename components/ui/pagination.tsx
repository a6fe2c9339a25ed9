import Link from "next/link";

import { listHref, pageWindow } from "@/lib/list-href";

const item =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500";

type Props = { path: string; filters: Record<string, string>; page: number; lastPage: number; className?: string };

/** Page links of a list whose filters are in the query string; nothing when everything fits on one page. */
export function Pagination({ path, filters, page, lastPage, className = "mt-10" }: Props) {
  if (lastPage <= 1) return null;
  const href = (number: number) => listHref(path, filters, number);
  return (
    <nav aria-label="Pagination" className={`${className} flex flex-wrap items-center justify-center gap-1`}>
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={`${item} text-ink hover:bg-slate-100`}>
          ← Previous
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {pageWindow(page, lastPage).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="px-1 text-ink-muted" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={href(number)}
                aria-label={`Page ${number}`}
                aria-current={number === page ? "page" : undefined}
                className={`${item} ${number === page ? "bg-brand-600 text-white" : "text-ink hover:bg-slate-100"}`}
              >
                {number}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < lastPage ? (
        <Link href={href(page + 1)} rel="next" className={`${item} text-ink hover:bg-slate-100`}>
          Next →
        </Link>
      ) : null}
    </nav>
  );
}
