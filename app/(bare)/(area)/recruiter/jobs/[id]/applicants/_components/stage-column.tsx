"use client";

import { useDroppable } from "@dnd-kit/core";
import { useEffect, useRef } from "react";

import type { ApplicationStage } from "@/lib/applications/stages";
import { STAGE_LABELS } from "@/lib/content/application-stages";
import { BOARD_COPY } from "@/lib/content/pipeline";

import { columnId } from "./board-columns";

type Props = {
  stage: ApplicationStage;
  /** All the stage's applications, loaded or not. */
  count: number;
  /** The cards drawn in the column. */
  shown: number;
  accepts: boolean;
  dragging: boolean;
  /** The column's next page: absent when it has none; its state while fetching or after a failure. */
  more?: { state: "idle" | "loading" | "failed"; load: () => void };
  children: React.ReactNode;
};

const TONES: Partial<Record<ApplicationStage, string>> = {
  hired: "bg-emerald-50",
  rejected: "bg-red-50/60",
  withdrawn: "bg-slate-100",
};

/** One stage's column: a drop target while a card that may go there is being dragged; its next page at its end. */
export function StageColumn({ stage, count, shown, accepts, dragging, more, children }: Props) {
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
        {shown === 0 && count === 0 ? (
          <p className="flex flex-1 items-center justify-center rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-ink-muted">
            {dragging && accepts ? BOARD_COPY.dropHere : BOARD_COPY.emptyColumn}
          </p>
        ) : null}
        {more ? <ShowMore stage={stage} left={Math.max(0, count - shown)} {...more} /> : null}
      </div>
    </section>
  );
}

/**
 * The column's next page: on a press, or by itself when the button comes near the screen (the recruiter scrolled
 * down the column). After a failure only a press tries again, so a broken connection does not loop.
 */
function ShowMore({
  stage,
  left,
  state,
  load,
}: {
  stage: ApplicationStage;
  left: number;
  state: "idle" | "loading" | "failed";
  load: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    const target = button.current;
    if (state !== "idle" || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadRef.current();
      },
      { rootMargin: "0px 0px 400px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [state]);
  return (
    <div className="flex flex-col items-center gap-1 py-1">
      {state === "failed" ? (
        <p role="alert" className="text-center text-xs text-red-700">
          {BOARD_COPY.showMoreFailed}
        </p>
      ) : null}
      <button
        ref={button}
        type="button"
        onClick={load}
        disabled={state === "loading"}
        aria-label={state === "loading" ? undefined : BOARD_COPY.showMoreLabel(STAGE_LABELS[stage], left)}
        className="inline-flex h-9 w-full items-center justify-center rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-700 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:text-ink-muted"
      >
        {state === "loading" ? BOARD_COPY.showMoreLoading : BOARD_COPY.showMore(left)}
      </button>
    </div>
  );
}
