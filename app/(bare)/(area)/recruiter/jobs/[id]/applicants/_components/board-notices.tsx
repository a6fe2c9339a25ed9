"use client";

import { BOARD_COPY } from "@/lib/content/pipeline";

import type { usePipeline } from "./use-pipeline";

/** The outcome of the last move, and the state of a reload, announced politely (errors assertively). */
export function BoardNotices({ pipeline }: { pipeline: ReturnType<typeof usePipeline> }) {
  const { notice, dismissNotice, refresh, reload } = pipeline;
  return (
    <>
      <div role="status" aria-live="polite" className="empty:hidden">
        {notice?.tone === "success" ? <Banner tone="success" text={notice.text} onDismiss={dismissNotice} /> : null}
        {refresh === "loading" ? <p className="text-sm text-ink-muted">{BOARD_COPY.refreshing}</p> : null}
      </div>
      <div role="alert" className="empty:hidden">
        {notice?.tone === "error" ? <Banner tone="error" text={notice.text} onDismiss={dismissNotice} /> : null}
        {refresh === "failed" ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {BOARD_COPY.refreshFailed}
            <button type="button" onClick={() => void reload()} className="font-semibold underline">
              {BOARD_COPY.retry}
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}

function Banner({ tone, text, onDismiss }: { tone: "success" | "error"; text: string; onDismiss: () => void }) {
  const colours =
    tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-emerald-200 bg-emerald-50 text-emerald-800";
  return (
    <div className={`flex items-start justify-between gap-3 rounded-xl border px-4 py-3 text-sm ${colours}`}>
      <p>{text}</p>
      <button type="button" onClick={onDismiss} className="shrink-0 font-semibold underline">
        {BOARD_COPY.dismiss}
      </button>
    </div>
  );
}
