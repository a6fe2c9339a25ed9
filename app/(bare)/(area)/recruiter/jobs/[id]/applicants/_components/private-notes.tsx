"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { buttonClass } from "@/components/ui/button-styles";
import { apiErrorMessage } from "@/lib/api/errors";
import { DETAIL_COPY } from "@/lib/content/pipeline";
import { noteRequestSchema, type ApplicationNote } from "@/lib/validation/applications";
import type { z } from "@/lib/validation/zod";
import { dateTime } from "./board-columns";

type NoteValues = z.input<typeof noteRequestSchema>;

/** The team's private notes on an application, and the form that adds one. The talent never sees them. */
export function PrivateNotes({ notes, onAdd }: { notes: ApplicationNote[]; onAdd: (body: string) => Promise<unknown> }) {
  const { register, handleSubmit, reset, setError, formState } = useForm<NoteValues>({ resolver: zodResolver(noteRequestSchema), defaultValues: { body: "" } });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async ({ body }) => {
    try {
      await onAdd(body);
      reset({ body: "" });
    } catch (error) {
      setError("body", { message: apiErrorMessage(error, DETAIL_COPY.noteFailed) });
    }
  });
  return (
    <div>
      <p className="text-xs text-ink-muted">{DETAIL_COPY.notesHint}</p>
      {notes.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{DETAIL_COPY.noNotes}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-amber-50 px-3 py-2 text-sm">
              <p className="whitespace-pre-line break-words text-ink">{note.body}</p>
              <p className="mt-1 text-xs text-ink-muted">
                {note.author} · <time dateTime={note.created_at}>{dateTime(note.created_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="mt-3">
        <label htmlFor="note-body" className="text-sm font-medium text-ink">
          {DETAIL_COPY.noteLabel}
        </label>
        <textarea
          id="note-body"
          rows={3}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? "note-body-error" : undefined}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-red-600"
          {...register("body")}
        />
        {errors.body ? (
          <p id="note-body-error" className="mt-1 text-sm text-red-700">
            {errors.body.message}
          </p>
        ) : null}
        <button type="submit" disabled={isSubmitting} className={buttonClass("secondary", "sm", "mt-2 disabled:opacity-60")}>
          {isSubmitting ? DETAIL_COPY.noteSaving : DETAIL_COPY.addNote}
        </button>
      </form>
    </div>
  );
}
