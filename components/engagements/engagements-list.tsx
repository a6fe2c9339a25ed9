"use client";

import { EmptyState } from "@/components/ui/empty-state";
import { ENGAGEMENTS_PAGE } from "@/lib/content/engagements";

import { EngagementRow } from "./engagement-row";
import type { EngagementSide } from "./engagement-side";
import { useEngagements } from "./use-engagements";

const EMPTY = {
  talent: {
    title: ENGAGEMENTS_PAGE.talentEmptyTitle,
    body: ENGAGEMENTS_PAGE.talentEmptyBody,
    action: { href: "/jobs", label: ENGAGEMENTS_PAGE.talentEmptyAction },
  },
  client: {
    title: ENGAGEMENTS_PAGE.clientEmptyTitle,
    body: ENGAGEMENTS_PAGE.clientEmptyBody,
    action: { href: "/recruiter/jobs", label: ENGAGEMENTS_PAGE.clientEmptyAction },
  },
} as const;

/** One side's engagements, newest first as the API answers, with a next step when there are none. */
export function EngagementsList({ side }: { side: EngagementSide }) {
  const { load, reload } = useEngagements(side);
  if (load.state === "loading")
    return (
      <p role="status" className="text-sm text-ink-muted">
        {ENGAGEMENTS_PAGE.loading}
      </p>
    );
  if (load.state === "failed")
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 rounded-xl bg-red-50 p-4 text-sm text-red-800">
        {ENGAGEMENTS_PAGE.failed}
        <button type="button" onClick={() => void reload()} className="min-h-10 font-semibold underline">
          {ENGAGEMENTS_PAGE.retry}
        </button>
      </p>
    );
  if (load.value.length === 0) return <EmptyState tone="empty" {...EMPTY[side]} />;
  return (
    <ul className="flex flex-col gap-3">
      {load.value.map((engagement) => (
        <li key={engagement.id}>
          <EngagementRow engagement={engagement} side={side} />
        </li>
      ))}
    </ul>
  );
}
