import Link from "next/link";

import { ScrollRow } from "@/components/ui/scroll-row";
import { VETTING_QUEUE_COPY as COPY } from "@/lib/content/manage-vetting";
import { VETTING_STAGE_LABELS } from "@/lib/content/vetting-stages";
import type { VettingStageCounts } from "@/lib/validation/manage-vetting";
import { VETTING_STAGES, type VettingStage } from "@/lib/vetting/stages";

import { queueHref } from "./queue-href";

/** One link per stage with its count; the current one marked for the eye and for screen readers. */
export function StageTabs({ current, counts }: { current: VettingStage; counts: VettingStageCounts }) {
  return (
    <nav aria-label={COPY.tabs}>
      <ScrollRow frameClassName="-mx-4 sm:mx-0" className="px-4 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {VETTING_STAGES.map((stage) => {
            const active = stage === current;
            return (
              <li key={stage}>
                <Link
                  href={queueHref(stage)}
                  aria-current={active ? "page" : undefined}
                  className={`-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500 ${
                    active
                      ? "border-brand-600 text-brand-700"
                      : "border-transparent text-ink-muted hover:border-slate-300 hover:text-ink"
                  }`}
                >
                  {VETTING_STAGE_LABELS[stage]}
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${active ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-ink-muted"}`}
                  >
                    {counts[stage]}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </ScrollRow>
    </nav>
  );
}
