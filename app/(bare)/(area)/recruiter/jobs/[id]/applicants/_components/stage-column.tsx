"use client";

import { useDroppable } from "@dnd-kit/core";

import type { ApplicationStage } from "@/lib/applications/stages";
import { STAGE_LABELS } from "@/lib/content/application-stages";
import { BOARD_COPY } from "@/lib/content/pipeline";

import { columnId } from "./board-columns";

type Props = { stage: ApplicationStage; count: number; accepts: boolean; dragging: boolean; children: React.ReactNode };

const TONES: Partial<Record<ApplicationStage, string>> = {
  hired: "bg-emerald-50",
  rejected: "bg-red-50/60",
  withdrawn: "bg-slate-100",
};

/** One stage's column: a drop target while a card that may go there is being dragged. */
export function StageColumn({ stage, count, accepts, dragging, children }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: stage, disabled: !accepts });
  const highlight = isOver
    ? "ring-2 ring-brand-500"
    : dragging && accepts
      ? "outline-2 outline-dashed outline-brand-300"
      : "";
  return (
    <section
      id={columnId(stage)}
      ref={setNodeRef}
      aria-label={STAGE_LABELS[stage]}
      className={`flex w-[82vw] max-w-72 shrink-0 snap-start flex-col rounded-2xl p-2 sm:w-72 ${TONES[stage] ?? "bg-slate-100/70"} ${highlight} ${dragging && !accepts ? "opacity-60" : ""}`}
    >
      <h2 className="flex items-center justify-between px-2 py-1.5 text-sm font-semibold text-ink">
        {STAGE_LABELS[stage]}
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-ink-muted">{count}</span>
      </h2>
      <div className="mt-1 flex min-h-24 flex-1 flex-col gap-2">
        {children}
        {count === 0 ? (
          <p className="flex flex-1 items-center justify-center rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-ink-muted">
            {dragging && accepts ? BOARD_COPY.dropHere : BOARD_COPY.emptyColumn}
          </p>
        ) : null}
      </div>
    </section>
  );
}
