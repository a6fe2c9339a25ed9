import Link from "next/link";

import { buttonClass } from "./button-styles";

type Props = { title: string; body: string; action?: { href: string; label: string }; tone?: "primary" | "secondary" };

/** A list with nothing in it yet: what that means and, when there is one, the thing to do next. */
export function EmptyState({ title, body, action, tone = "primary" }: Props) {
  return (
    <section className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-10 text-center sm:px-10">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink-muted">{body}</p>
      {action ? (
        <Link href={action.href} className={buttonClass(tone, "md", "mt-5")}>
          {action.label}
        </Link>
      ) : null}
    </section>
  );
}
