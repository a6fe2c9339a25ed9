"use client";

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { useCallback, useEffect, useRef, useState } from "react";

import { useLatestInterviews } from "@/components/interviews/use-latest-interviews";
import { ScrollRow } from "@/components/ui/scroll-row";
import { clientInterviewsRequest } from "@/lib/api/interviews";
import { canMoveApplication, type ApplicationStage } from "@/lib/applications/stages";
import type { ClientApplication } from "@/lib/validation/applications";

import { ApplicantCard, ApplicantCardBody } from "./applicant-card";
import { ApplicantDialog } from "./applicant-dialog";
import { boardAnnouncements, screenReaderInstructions } from "./board-announcements";
import { BOARD_COLUMNS, byStage, type BoardStages } from "./board-columns";
import { BoardNotices } from "./board-notices";
import { HireDialog } from "./hire-dialog";
import { columnKeyboardCoordinates } from "./keyboard-coordinates";
import type { OfferJob } from "./offer-terms-defaults";
import { RejectDialog } from "./reject-dialog";
import { revealCard } from "./reveal-card";
import { StageColumn } from "./stage-column";
import { StageNav } from "./stage-nav";
import { usePipeline } from "./use-pipeline";

type Props = {
  jobId: number;
  /** What a new offer starts from: the job's contract type, currency and overlap. */
  offerJob: OfferJob;
  /** The cards loaded first: every stage's first page. */
  initial: ClientApplication[];
  /** Each stage's count and next page; a stage left out has only the cards given. */
  initialStages?: Partial<BoardStages>;
  now: number;
  /** An application to open at once (`?application=` in interview mails' links). */
  openApplicationId?: number | null;
};

// Fixed options, so dnd-kit's sensors and the context every card reads stay the same object across the board's renders.
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };
const KEYBOARD_OPTIONS = { coordinateGetter: columnKeyboardCoordinates };

const countsOf = (stages: BoardStages) =>
  Object.fromEntries(BOARD_COLUMNS.map((stage) => [stage, stages[stage].count])) as Record<ApplicationStage, number>;

/** A job's applicants by stage, a page at a time per column. Cards move by dragging (pointer or keyboard) or by their "Move to…" menu. */
export function PipelineBoard({ jobId, offerJob, initial, initialStages, now, openApplicationId = null }: Props) {
  const pipeline = usePipeline(jobId, initial, initialStages);
  const interviews = useLatestInterviews(clientInterviewsRequest);
  const { applications, stages } = pipeline;
  const [activeId, setActiveId] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(
    initial.some((application) => application.id === openApplicationId) ? openApplicationId : null,
  );
  const [rejecting, setRejecting] = useState<ClientApplication | null>(null);
  const [hiring, setHiring] = useState<ClientApplication | null>(null);
  // The card to bring into view once drawn; a dialog closed by the move hands focus to it instead of its opener.
  const [reveal, setReveal] = useState<{ id: number } | null>(null);
  const revealOnClose = useRef<number | null>(null);
  useEffect(() => {
    if (reveal) revealCard(reveal.id);
  }, [reveal]);
  const onDialogCloseAutoFocus = (event: Event) => {
    const id = revealOnClose.current;
    if (id === null) return;
    event.preventDefault();
    revealOnClose.current = null;
    setReveal({ id });
  };
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));

  const find = (id: unknown) => applications.find((application) => application.id === id) ?? null;
  const active = find(activeId);
  const columns = byStage(applications);

  function requestMove(application: ClientApplication, to: ApplicationStage) {
    if (to === application.stage || !canMoveApplication("client", application.stage, to)) return;
    // A move from the detail panel closes it; the board then scrolls to the card in its new column.
    if (openId !== null) revealOnClose.current = application.id;
    setOpenId(null);
    if (to === "rejected") setRejecting(application);
    else if (to === "hired") setHiring(application);
    else void moveAndReveal(application, { stage: to });
  }

  async function moveAndReveal(
    application: ClientApplication,
    move: Parameters<typeof pipeline.move>[1],
  ): Promise<boolean> {
    setReveal({ id: application.id });
    const moved = await pipeline.move(application, move);
    // A refused move puts the card back where it was: show it there.
    if (!moved) setReveal({ id: application.id });
    return moved;
  }

  // The cards get one function each for opening and moving, which reach this render's state through a ref.
  const requestMoveRef = useRef(requestMove);
  useEffect(() => {
    requestMoveRef.current = requestMove;
  });
  const onCardMove = useCallback(
    (application: ClientApplication, to: ApplicationStage) => requestMoveRef.current(application, to),
    [],
  );

  function onDragEnd({ active: dragged, over }: DragEndEvent) {
    setActiveId(null);
    const application = find(dragged.id);
    if (application && over) requestMove(application, over.id as ApplicationStage);
  }

  return (
    <div className="flex flex-col gap-4">
      <BoardNotices pipeline={pipeline} />
      <StageNav counts={countsOf(stages)} />
      <DndContext
        id="pipeline-board"
        sensors={sensors}
        accessibility={{ announcements: boardAnnouncements(find), screenReaderInstructions }}
        onDragStart={({ active: dragged }: DragStartEvent) => setActiveId(Number(dragged.id))}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActiveId(null)}
      >
        <ScrollRow
          frameClassName="-mx-4 sm:mx-0"
          className="flex snap-x snap-mandatory scroll-px-4 gap-3 px-4 pb-4 sm:scroll-px-0 sm:px-0"
          aria-label="Pipeline"
          role="region"
        >
          {BOARD_COLUMNS.map((stage) => (
            <StageColumn
              key={stage}
              stage={stage}
              count={stages[stage].count}
              shown={columns[stage].length}
              more={
                stages[stage].next_cursor
                  ? { state: pipeline.more[stage] ?? "idle", load: () => void pipeline.showMore(stage) }
                  : undefined
              }
              dragging={active !== null}
              accepts={active === null ? stage !== "withdrawn" : canMoveApplication("client", active.stage, stage)}
            >
              {columns[stage].map((application) => (
                <ApplicantCard
                  key={application.id}
                  application={application}
                  interview={interviews.byApplication.get(application.id) ?? null}
                  now={now}
                  onOpen={setOpenId}
                  onMove={onCardMove}
                />
              ))}
            </StageColumn>
          ))}
        </ScrollRow>
        <DragOverlay dropAnimation={null}>
          {active ? (
            <div className="w-72 max-w-[82vw] cursor-grabbing rounded-xl border border-brand-300 bg-white p-3 shadow-xl">
              <ApplicantCardBody application={active} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <ApplicantDialog
        application={find(openId)}
        onClose={() => setOpenId(null)}
        onCloseAutoFocus={onDialogCloseAutoFocus}
        onMove={requestMove}
        onAddNote={pipeline.addNote}
        offerJob={offerJob}
        onOfferChanged={() => void pipeline.reload()}
        interview={openId === null ? null : (interviews.byApplication.get(openId) ?? null)}
        onInterviewChanged={() => {
          // A proposal can move the application to Interview: both lists are reloaded.
          void interviews.reload();
          void pipeline.reload();
        }}
      />
      <RejectDialog
        name={rejecting?.talent.name ?? null}
        onCancel={() => setRejecting(null)}
        onCloseAutoFocus={onDialogCloseAutoFocus}
        onReject={async (rejection) => {
          if (!rejecting) return;
          revealOnClose.current = rejecting.id;
          await moveAndReveal(rejecting, { stage: "rejected", ...rejection });
          setRejecting(null);
        }}
      />
      <HireDialog
        name={hiring?.talent.name ?? null}
        onCancel={() => setHiring(null)}
        onCloseAutoFocus={onDialogCloseAutoFocus}
        onHire={async () => {
          if (!hiring) return false;
          revealOnClose.current = hiring.id;
          const moved = await moveAndReveal(hiring, { stage: "hired" });
          setHiring(null);
          return moved;
        }}
      />
    </div>
  );
}
