"use client";

import type { ApplicationStage } from "@/lib/applications/stages";
import { STAGE_LABELS } from "@/lib/content/application-stages";
import { BOARD_COPY } from "@/lib/content/pipeline";

import { BOARD_COLUMNS, columnId } from "./board-columns";

/** A stage with its count per chip: on a phone (one column at a time) a tap scrolls the board to that stage. */
export function StageNav({ counts }: { counts: Record<ApplicationStage, number> }) {
  const show = (stage: ApplicationStage) =>
    document.getElementById(columnId(stage))?.scrollIntoView({ behavior: "smooth", block: "nearest", inline: "start" });
  return (
    <nav aria-label={BOARD_COPY.stagesNav}>
      <ul className="flex flex-wrap gap-2">
        {BOARD_COLUMNS.map((stage) => (
          <li key={stage}>
            <button
              type="button"
              onClick={() => show(stage)}
              className="inline-flex h-8 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 text-xs font-medium text-ink hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {STAGE_LABELS[stage]}
              <span className="font-semibold text-brand-700">{counts[stage]}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
