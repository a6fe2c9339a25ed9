"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { isAxiosError } from "axios";
import { useEffect, useState } from "react";

import { SlotPicker } from "@/components/interviews/slot-picker";
import { buttonClass } from "@/components/ui/button-styles";
import { apiErrorMessage } from "@/lib/api/errors";
import { clientRescheduleRequest, interviewSlotsRequest, proposeInterviewRequest } from "@/lib/api/interviews";
import { SCHEDULE_COPY } from "@/lib/content/interviews";
import { slotChoiceProblem } from "@/lib/interviews/slot-choice";
import { INTERVIEW_DURATIONS } from "@/lib/remote/interview-slots";
import {
  clientRescheduleRequestSchema,
  proposeRequestSchema,
  type Interview,
  type InterviewSlotsAnswer,
} from "@/lib/validation/interviews";

/** A new proposal for an application, or new times for an open interview. */
export type ScheduleTarget =
  { kind: "propose"; applicationId: number } | { kind: "reschedule"; applicationId: number; interview: Interview };

type Props = {
  name: string;
  target: ScheduleTarget | null;
  onClose: () => void;
  onSent: (interview: Interview) => void;
};

const field =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500";

/** The recruiter offers 3–10 times inside both working days, with a video link or phone and a note. */
export function ScheduleDialog({ name, target, onClose, onSent }: Props) {
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-[60] max-h-[calc(100dvh-1.5rem)] -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:left-1/2 sm:w-full sm:max-w-2xl sm:-translate-x-1/2 sm:p-6">
          <Dialog.Title className="text-lg font-semibold text-ink">
            {target?.kind === "reschedule" ? SCHEDULE_COPY.rescheduleTitle(name) : SCHEDULE_COPY.title(name)}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">{SCHEDULE_COPY.intro}</Dialog.Description>
          {target ? <ScheduleForm target={target} onSent={onSent} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type Loaded = { state: "loading" } | { state: "failed" } | { state: "ready"; answer: InterviewSlotsAnswer };

/** The slots for a duration; a new duration or a retry shows "loading" until its own answer is in. */
function useSlots(applicationId: number, duration: number) {
  const [attempt, setAttempt] = useState(0);
  const key = `${applicationId}:${duration}:${attempt}`;
  const [result, setResult] = useState<{ key: string; loaded: Loaded } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    interviewSlotsRequest(applicationId, duration, controller.signal).then(
      (answer) => setResult({ key, loaded: { state: "ready", answer } }),
      () => {
        if (!controller.signal.aborted) setResult({ key, loaded: { state: "failed" } });
      },
    );
    return () => controller.abort();
  }, [applicationId, duration, key]);
  const loaded: Loaded = result?.key === key ? result.loaded : { state: "loading" };
  return { loaded, reload: () => setAttempt((n) => n + 1) };
}

function ScheduleForm({ target, onSent }: { target: ScheduleTarget; onSent: (interview: Interview) => void }) {
  const before = target.kind === "reschedule" ? target.interview : null;
  const [duration, setDuration] = useState<number>(before?.duration_minutes ?? 45);
  const { loaded, reload } = useSlots(target.applicationId, duration);
  const [selected, setSelected] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [link, setLink] = useState(before?.link ?? "");
  const [phone, setPhone] = useState(before?.phone ?? "");
  const [note, setNote] = useState(before?.note ?? "");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    const choice = slotChoiceProblem(selected.length);
    setProblem(choice);
    if (choice) return;
    const body = {
      duration_minutes: duration,
      slots: selected,
      link: link.trim() || undefined,
      phone: phone.trim() || undefined,
      note: note.trim() || undefined,
    };
    const schema = target.kind === "propose" ? proposeRequestSchema : clientRescheduleRequestSchema;
    const checked = schema.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? SCHEDULE_COPY.failed);
    if (target.kind === "reschedule" && !body.link && !body.phone) return setError(SCHEDULE_COPY.linkOrPhone);
    setSending(true);
    try {
      const sent =
        target.kind === "propose"
          ? await proposeInterviewRequest(target.applicationId, proposeRequestSchema.parse(body))
          : await clientRescheduleRequest(target.interview.id, clientRescheduleRequestSchema.parse(body));
      onSent(sent);
    } catch (failure) {
      if (isAxiosError(failure) && failure.response?.status === 409) {
        setError(`${apiErrorMessage(failure, "")} ${SCHEDULE_COPY.conflict}`.trim());
        setSelected([]);
        reload();
      } else setError(apiErrorMessage(failure, SCHEDULE_COPY.failed));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={send} noValidate className="mt-5 flex flex-col gap-4">
      <div>
        <label htmlFor="interview-duration" className="text-sm font-medium text-ink">
          {SCHEDULE_COPY.duration}
        </label>
        <select
          id="interview-duration"
          value={duration}
          onChange={(event) => {
            setDuration(Number(event.target.value));
            setSelected([]);
            setProblem(null);
          }}
          className={`${field} sm:w-48`}
        >
          {INTERVIEW_DURATIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {SCHEDULE_COPY.durationOption(minutes)}
            </option>
          ))}
        </select>
      </div>
      {loaded.state === "loading" ? (
        <p role="status" className="text-sm text-ink-muted">
          {SCHEDULE_COPY.loading}
        </p>
      ) : loaded.state === "failed" ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          {SCHEDULE_COPY.loadFailed}
          <button type="button" onClick={reload} className="font-semibold underline">
            {SCHEDULE_COPY.retry}
          </button>
        </p>
      ) : (
        <SlotPicker
          answer={loaded.answer}
          selected={selected}
          onChange={(next) => {
            setSelected(next);
            if (problem) setProblem(slotChoiceProblem(next.length));
          }}
          problem={problem}
        />
      )}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-ink">{SCHEDULE_COPY.how}</legend>
        <div>
          <label htmlFor="interview-link" className="text-sm text-ink">
            {SCHEDULE_COPY.linkLabel}
          </label>
          <input
            id="interview-link"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={link}
            onChange={(event) => setLink(event.target.value)}
            className={field}
          />
        </div>
        <div>
          <label htmlFor="interview-phone" className="text-sm text-ink">
            {SCHEDULE_COPY.phoneLabel}
          </label>
          <input
            id="interview-phone"
            type="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            className={field}
          />
        </div>
      </fieldset>
      <div>
        <label htmlFor="interview-note" className="text-sm font-medium text-ink">
          {SCHEDULE_COPY.noteLabel}
        </label>
        <textarea
          id="interview-note"
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className={field}
        />
      </div>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close type="button" className={buttonClass("ghost", "md")}>
          {SCHEDULE_COPY.close}
        </Dialog.Close>
        <button
          type="submit"
          disabled={sending || loaded.state !== "ready" || loaded.answer.data.length === 0}
          className={buttonClass("primary", "md", "disabled:opacity-60")}
        >
          {sending ? SCHEDULE_COPY.sending : SCHEDULE_COPY.send}
        </button>
      </div>
    </form>
  );
}
