import Link from "next/link";

import { buttonClass } from "./button-styles";

type Props = {
  title: string;
  body: string;
  /** "empty" is announced as a status, "error" as an alert (and drawn in red); without a tone, nothing is announced. */
  tone?: "empty" | "error";
  /** What was wrong, one line each (e.g. the filters a search refused). */
  details?: readonly string[];
  action?: { href: string; label: string };
  actionVariant?: "primary" | "secondary";
};

/** Nothing to show: an empty list, a search with no result or one that failed, and the thing to do next. */
export function EmptyState({
  title,
  body,
  tone,
  details,
  action,
  actionVariant = tone ? "secondary" : "primary",
}: Props) {
  return (
    <section
      role={tone === "error" ? "alert" : tone === "empty" ? "status" : undefined}
      className={`rounded-2xl border border-dashed px-5 py-10 text-center sm:px-10 ${tone === "error" ? "border-rose-300 bg-rose-50" : "border-slate-300 bg-white"}`}
    >
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink-muted">{body}</p>
      {details?.length ? (
        <ul className="mx-auto mt-3 max-w-md space-y-1 text-sm text-rose-800">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      {action ? (
        <Link href={action.href} className={buttonClass(actionVariant, "md", "mt-5")}>
          {action.label}
        </Link>
      ) : null}
    </section>
  );
}
