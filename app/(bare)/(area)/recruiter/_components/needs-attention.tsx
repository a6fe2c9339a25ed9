import Link from "next/link";

import { cardClass } from "@/components/ui/card";
import { STAGE_LABELS } from "@/lib/content/application-stages";
import { idleFor, OVERVIEW_COPY } from "@/lib/content/pipeline";
import type { AttentionItem } from "@/lib/server/applications/recruiter-overview";

/** Applications waiting on the team for 3+ days, each leading to its job's board. */
export function NeedsAttention({ items }: { items: AttentionItem[] }) {
  return (
    <section aria-labelledby="attention-heading" className={cardClass("p-5 shadow-sm sm:p-7")}>
      <h2 id="attention-heading" className="text-lg font-semibold text-ink">
        {OVERVIEW_COPY.attentionHeading}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{OVERVIEW_COPY.attentionEmpty}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-muted">{OVERVIEW_COPY.attentionIntro}</p>
          <ul className="mt-4 flex flex-col gap-2">
            {items.map((item) => (
              <li key={item.applicationId}>
                <Link
                  href={`/recruiter/jobs/${item.jobId}/applicants`}
                  className="flex flex-col gap-1 rounded-xl border border-slate-200 px-4 py-3 hover:border-brand-500 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="min-w-0">
                    <span className="font-semibold text-ink">{item.talentName}</span>
                    <span className="text-ink-muted"> · {item.jobTitle}</span>
                  </span>
                  <span className="shrink-0 text-sm text-ink-muted">
                    {STAGE_LABELS[item.stage]},{" "}
                    <span className="font-semibold text-amber-800">{idleFor(item.idleDays)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
