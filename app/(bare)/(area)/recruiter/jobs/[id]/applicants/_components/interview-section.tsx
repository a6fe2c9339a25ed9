"use client";

import { useState } from "react";

import { CancelInterviewDialog } from "@/components/interviews/cancel-interview-dialog";
import { IcsDownloadButton } from "@/components/interviews/ics-download-button";
import { InterviewMeeting } from "@/components/interviews/interview-meeting";
import { InterviewWhen } from "@/components/interviews/interview-when";
import { buttonClass } from "@/components/ui/button-styles";
import { isActiveStage } from "@/lib/applications/stages";
import { INTERVIEW_COPY, INTERVIEW_STATUS_LABELS, whenLine } from "@/lib/content/interviews";
import type { ClientApplication } from "@/lib/validation/applications";
import type { ClientInterview } from "@/lib/validation/client-interviews";

import { ScheduleDialog, type ScheduleTarget } from "./schedule-dialog";
import { ScorecardForm } from "./scorecard-form";

type Props = { application: ClientApplication; interview: ClientInterview | null; onChanged: () => void };

const statusTone: Record<ClientInterview["status"], string> = {
  proposed: "bg-amber-100 text-amber-900",
  booked: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-slate-200 text-ink",
  done: "bg-brand-50 text-brand-800",
};

/** The applicant's interview: schedule one, or the open one's times, link, calendar file, reschedule and cancel. */
export function InterviewSection({ application, interview, onChanged }: Props) {
  const [target, setTarget] = useState<ScheduleTarget | null>(null);
  const open = interview !== null && (interview.status === "proposed" || interview.status === "booked");
  const canSchedule = !open && isActiveStage(application.stage);
  return (
    <section aria-labelledby="detail-interview" className="rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="detail-interview" className="text-sm font-semibold text-ink">
          {INTERVIEW_COPY.heading}
        </h3>
        {interview ? (
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[interview.status]}`}>
            {INTERVIEW_STATUS_LABELS[interview.status]}
          </span>
        ) : null}
      </div>
      {interview ? (
        <InterviewState interview={interview} />
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{INTERVIEW_COPY.none}</p>
      )}
      {open ? <InterviewMeeting interview={interview} /> : null}
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        {canSchedule ? (
          <button
            type="button"
            onClick={() => setTarget({ kind: "propose", applicationId: application.id })}
            className={buttonClass("primary", "sm")}
          >
            {INTERVIEW_COPY.schedule}
          </button>
        ) : null}
        {interview?.status === "booked" ? <IcsDownloadButton side="client" interviewId={interview.id} /> : null}
        {open ? (
          <>
            <button
              type="button"
              onClick={() => setTarget({ kind: "reschedule", applicationId: application.id, interview })}
              className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 hover:underline"
            >
              {INTERVIEW_COPY.reschedule}
            </button>
            <CancelInterviewDialog side="client" interviewId={interview.id} onCancelled={onChanged} />
          </>
        ) : null}
      </div>
      {interview?.status === "done" ? (
        <ScorecardForm key={interview.id} interviewId={interview.id} saved={interview.feedback} onSaved={onChanged} />
      ) : null}
      <ScheduleDialog
        name={application.talent.name}
        target={target}
        onClose={() => setTarget(null)}
        onSent={() => {
          setTarget(null);
          onChanged();
        }}
      />
    </section>
  );
}

function InterviewState({ interview }: { interview: ClientInterview }) {
  if (interview.status === "proposed")
    return (
      <div className="mt-1 text-sm text-ink">
        <p>{interview.slots.length > 0 ? INTERVIEW_COPY.offered(interview.slots.length) : INTERVIEW_COPY.noneAhead}</p>
        <ul className="mt-1 list-disc pl-5 text-ink-muted">
          {interview.slots.map((slot) => (
            <li key={slot.start}>{whenLine(slot.team_local, slot.talent_local, slot.start)}</li>
          ))}
        </ul>
      </div>
    );
  const when = (
    <InterviewWhen
      own={interview.team_local}
      other={interview.talent_local}
      start={interview.start}
      minutes={interview.duration_minutes}
    />
  );
  if (interview.status === "cancelled")
    return (
      <div className="mt-1 text-sm text-ink-muted">
        {when}
        <p>
          {INTERVIEW_COPY.cancelledBy(
            interview.cancelled_by === "client" ? INTERVIEW_COPY.you : INTERVIEW_COPY.theTalent,
            interview.cancel_reason ?? "",
          )}
        </p>
      </div>
    );
  return when;
}
