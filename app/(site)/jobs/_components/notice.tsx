import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";

type Props = {
  tone: "empty" | "error";
  title: string;
  body: string;
  details?: readonly string[];
  action: { href: string; label: string };
};

/** The job board's empty, invalid-filter and error states. */
export function JobsNotice({ tone, title, body, details, action }: Props) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-2xl border border-dashed px-6 py-14 text-center ${tone === "error" ? "border-rose-300 bg-rose-50" : "border-slate-300 bg-slate-50"}`}
    >
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">{body}</p>
      {details?.length ? (
        <ul className="mx-auto mt-4 max-w-md space-y-1 text-sm text-rose-800">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      <Link href={action.href} className={buttonClass("secondary", "md", "mt-6")}>
        {action.label}
      </Link>
    </div>
  );
}
