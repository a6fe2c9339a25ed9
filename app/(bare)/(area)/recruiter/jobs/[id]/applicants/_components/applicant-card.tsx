"use client";

import { useDraggable } from "@dnd-kit/core";
import { memo, useMemo } from "react";

import { ProfileAvatar } from "@/components/profile/profile-avatar";
import { VettedBadge } from "@/components/profile/vetted-badge";
import { isActiveStage, type ApplicationStage } from "@/lib/applications/stages";
import { appliedOn, BOARD_COPY, inStageFor, perHour } from "@/lib/content/pipeline";
import type { ClientApplication } from "@/lib/validation/applications";
import type { ClientInterview } from "@/lib/validation/client-interviews";

import { cardId, shortDate, stageSince, wholeDaysBetween } from "./board-columns";
import { InterviewSummary } from "./interview-summary";
import { StageMenu } from "./stage-menu";

type Props = {
  application: ClientApplication;
  interview: ClientInterview | null;
  now: number;
  /** Given the card's application id: each card gets the same function, so a card redraws only when its own data changes. */
  onOpen: (applicationId: number) => void;
  onMove: (application: ClientApplication, to: ApplicationStage) => void;
};

const SKILLS_SHOWN = 3;

/**
 * One applicant on the board: dragged by its handle, opened by its name, moved by its menu. dnd-kit redraws every
 * draggable when a drag starts, moves or ends, so this part holds only the drag state; the card's face below is
 * memoised and redraws with its own props.
 */
export const ApplicantCard = memo(function ApplicantCard(props: Props) {
  const { application } = props;
  const movable = isActiveStage(application.stage);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: application.id,
    disabled: !movable,
  });
  const handle = useMemo(
    () =>
      movable ? (
        <button
          ref={setActivatorNodeRef}
          type="button"
          aria-label={BOARD_COPY.moveHandle(application.talent.name)}
          className="-ml-1 inline-flex h-9 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 active:cursor-grabbing"
          {...attributes}
          {...listeners}
        >
          <GripIcon />
        </button>
      ) : null,
    [movable, setActivatorNodeRef, application.talent.name, attributes, listeners],
  );
  return (
    <article
      id={cardId(application.id)}
      ref={setNodeRef}
      // A column holds up to hundreds of cards: those off screen skip style, layout and paint until scrolled near.
      className={`rounded-xl border border-slate-200 bg-white p-3 shadow-sm [contain-intrinsic-size:auto_10rem] [content-visibility:auto] ${isDragging ? "opacity-40" : ""}`}
    >
      <CardFace {...props} handle={handle} />
    </article>
  );
});

const CardFace = memo(function CardFace({
  application,
  interview,
  now,
  onOpen,
  onMove,
  handle,
}: Props & { handle: React.ReactNode }) {
  return (
    <>
      <ApplicantCardBody application={application} onOpen={() => onOpen(application.id)}>
        {handle}
      </ApplicantCardBody>
      {interview ? <InterviewSummary interview={interview} /> : null}
      <footer className="mt-3 flex items-center justify-between gap-2">
        <p className="text-xs text-ink-muted">
          {appliedOn(shortDate(application.applied_at))}
          <br />
          {inStageFor(wholeDaysBetween(stageSince(application), now))}
        </p>
        <StageMenu application={application} onMove={(to) => onMove(application, to)} />
      </footer>
    </>
  );
});

/** The card's face, shared with the copy that follows the pointer while dragging. */
export function ApplicantCardBody({
  application,
  onOpen,
  children,
}: {
  application: ClientApplication;
  onOpen?: () => void;
  children?: React.ReactNode;
}) {
  const { talent } = application;
  const extra = talent.matching_skills.length - SKILLS_SHOWN;
  return (
    <>
      <div className="flex items-start gap-2">
        {children}
        <ProfileAvatar name={talent.name} src={talent.avatar_url} size="sm" decorative />
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5">
            {onOpen ? (
              <button
                type="button"
                data-card-open
                onClick={onOpen}
                className="max-w-full truncate text-left text-sm font-semibold text-ink hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {talent.name}
              </button>
            ) : (
              <p className="max-w-full truncate text-sm font-semibold text-ink">{talent.name}</p>
            )}
            {talent.vetted ? <VettedBadge /> : null}
          </div>
          {talent.headline ? <p className="line-clamp-2 text-xs text-ink-muted">{talent.headline}</p> : null}
        </div>
        {talent.hourly_rate !== null ? (
          <p className="shrink-0 text-xs font-semibold text-ink">{perHour(talent.hourly_rate)}</p>
        ) : null}
      </div>
      {talent.matching_skills.length > 0 ? (
        <ul aria-label="Matching skills" className="mt-2 flex flex-wrap gap-1">
          {talent.matching_skills.slice(0, SKILLS_SHOWN).map((skill) => (
            <li key={skill} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              {skill}
            </li>
          ))}
          {extra > 0 ? (
            <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-ink-muted">+{extra}</li>
          ) : null}
        </ul>
      ) : null}
    </>
  );
}

function GripIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
      {[6, 10, 14].flatMap((y) => [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.4" />))}
    </svg>
  );
}
