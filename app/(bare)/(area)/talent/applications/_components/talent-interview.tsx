"use client";

import { isAxiosError } from "axios";
import Link from "next/link";
import { useState } from "react";

import { CancelInterviewDialog } from "@/components/interviews/cancel-interview-dialog";
import { IcsDownloadButton } from "@/components/interviews/ics-download-button";
import { InterviewMeeting } from "@/components/interviews/interview-meeting";
import { InterviewWhen } from "@/components/interviews/interview-when";
import { buttonClass } from "@/components/ui/button-styles";
import { apiErrorMessage } from "@/lib/api/errors";
import { bookInterviewRequest, talentRescheduleRequest } from "@/lib/api/interviews";
import { INTERVIEW_COPY, INTERVIEW_STATUS_LABELS, TALENT_INTERVIEW_COPY, whenLine } from "@/lib/content/interviews";
import type { Interview } from "@/lib/validation/interviews";

type Props = { interview: Interview; onChanged: () => void };

const linkClass = "inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 hover:underline";

/** The talent's side of an interview: book one of the offered times, or the booked one with its calendar file. */
export function TalentInterview({ interview, onChanged }: Props) {
  return (
    <section
      aria-labelledby={`interview-${interview.id}`}
      className="mt-4 rounded-xl border border-brand-100 bg-brand-50/40 p-4"
    >
      <h3 id={`interview-${interview.id}`} className="text-sm font-semibold text-ink">
        {TALENT_INTERVIEW_COPY.heading} · {INTERVIEW_STATUS_LABELS[interview.status]}
      </h3>
      {interview.status === "proposed" ? (
        <OfferedTimes interview={interview} onChanged={onChanged} />
      ) : (
        <BookedTime interview={interview} onChanged={onChanged} />
      )}
    </section>
  );
}

function OfferedTimes({ interview, onChanged }: Props) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function book(start: string) {
    setBusy(true);
    setError(null);
    try {
      await bookInterviewRequest(interview.id, start);
      onChanged();
    } catch (failure) {
      const status = isAxiosError(failure) ? failure.response?.status : undefined;
      if (status === 409 || status === 422) {
        setError(status === 409 ? TALENT_INTERVIEW_COPY.taken : TALENT_INTERVIEW_COPY.notOffered);
        onChanged();
      } else setError(apiErrorMessage(failure, TALENT_INTERVIEW_COPY.bookFailed));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }
  return (
    <>
      <InterviewMeeting interview={interview} />
      {error ? (
        <p role="alert" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {error}
        </p>
      ) : null}
      {interview.slots.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{TALENT_INTERVIEW_COPY.noTimesLeft}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink">{TALENT_INTERVIEW_COPY.pick}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {interview.slots.map((slot) => {
              const line = whenLine(slot.talent_local, slot.team_local, slot.start);
              return (
                <li
                  key={slot.start}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2"
                >
                  <time dateTime={slot.start} className="text-sm text-ink">
                    {line}
                  </time>
                  {confirming === slot.start ? (
                    <span role="group" aria-label={TALENT_INTERVIEW_COPY.confirm(line)} className="flex gap-2">
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => book(slot.start)}
                        className={buttonClass("primary", "sm", "disabled:opacity-60")}
                      >
                        {busy ? TALENT_INTERVIEW_COPY.booking : TALENT_INTERVIEW_COPY.confirmYes}
                      </button>
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => setConfirming(null)}
                        className={buttonClass("ghost", "sm")}
                      >
                        {TALENT_INTERVIEW_COPY.confirmNo}
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      aria-label={TALENT_INTERVIEW_COPY.bookLabel(line)}
                      onClick={() => setConfirming(slot.start)}
                      className={buttonClass("secondary", "sm")}
                    >
                      {TALENT_INTERVIEW_COPY.book}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-x-4">
        <Link href={`/talent/messages/${interview.application.id}`} className={linkClass}>
          {TALENT_INTERVIEW_COPY.noneWork}
        </Link>
        <CancelInterviewDialog side="talent" interviewId={interview.id} onCancelled={onChanged} />
      </div>
    </>
  );
}

function BookedTime({ interview, onChanged }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function giveUp() {
    setBusy(true);
    setError(null);
    try {
      await talentRescheduleRequest(interview.id);
      onChanged();
    } catch (failure) {
      setError(apiErrorMessage(failure, TALENT_INTERVIEW_COPY.giveUpFailed));
      onChanged();
    } finally {
      setBusy(false);
    }
  }
  const when = (
    <InterviewWhen
      own={interview.talent_local}
      other={interview.team_local}
      start={interview.start}
      minutes={interview.duration_minutes}
    />
  );
  if (interview.status === "cancelled")
    return (
      <div className="text-sm text-ink-muted">
        {when}
        <p className="mt-1">
          {INTERVIEW_COPY.cancelledBy(
            interview.cancelled_by === "talent" ? INTERVIEW_COPY.you : INTERVIEW_COPY.theCompany,
            interview.cancel_reason ?? "",
          )}
        </p>
      </div>
    );
  return (
    <>
      {when}
      {interview.status === "booked" ? (
        <>
          <InterviewMeeting interview={interview} />
          {error ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-x-4">
            <IcsDownloadButton side="talent" interviewId={interview.id} />
            <button
              type="button"
              disabled={busy}
              onClick={giveUp}
              title={TALENT_INTERVIEW_COPY.giveUpHint}
              className={`${linkClass} disabled:opacity-60`}
            >
              {TALENT_INTERVIEW_COPY.giveUp}
            </button>
            <CancelInterviewDialog side="talent" interviewId={interview.id} onCancelled={onChanged} />
          </div>
          <p className="text-xs text-ink-muted">{TALENT_INTERVIEW_COPY.giveUpHint}</p>
        </>
      ) : null}
    </>
  );
}
