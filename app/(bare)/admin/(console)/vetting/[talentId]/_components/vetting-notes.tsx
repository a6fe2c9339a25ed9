"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { buttonClass } from "@/components/ui/button-styles";
import { addVettingNote } from "@/lib/api/manage-vetting";
import { apiErrorMessage } from "@/lib/api/errors";
import { VETTING_DETAIL_COPY as COPY } from "@/lib/content/vetting-console";
import { vettingNoteRequestSchema, type VettingNote } from "@/lib/validation/manage-vetting";
import type { z } from "@/lib/validation/zod";
import { consoleDateTime } from "./vetting-dates";

type NoteValues = z.input<typeof vettingNoteRequestSchema>;

/** Managers' private notes on the talent, newest first, and the form that adds one. The talent never sees them. */
export function VettingNotes({ talentId, notes }: { talentId: number; notes: VettingNote[] }) {
  const router = useRouter();
  const { register, handleSubmit, reset, setError, formState } = useForm<NoteValues>({ resolver: zodResolver(vettingNoteRequestSchema), defaultValues: { body: "" } });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async ({ body }) => {
    try {
      await addVettingNote(talentId, body);
      reset({ body: "" });
      router.refresh();
    } catch (error) {
      setError("body", { message: apiErrorMessage(error, COPY.noteFailed) });
    }
  });
  return (
    <section aria-labelledby="notes-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="notes-title" className="text-lg font-semibold text-ink">
        {COPY.notesTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{COPY.notesHint}</p>
      {notes.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{COPY.noNotes}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-amber-50 px-3 py-2 text-sm">
              <p className="whitespace-pre-line break-words text-ink">{note.body}</p>
              <p className="mt-1 text-xs text-ink-muted">
                {note.author.name} · <time dateTime={note.created_at}>{consoleDateTime(note.created_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="mt-4">
        <label htmlFor="vetting-note-body" className="text-sm font-medium text-ink">
          {COPY.noteLabel}
        </label>
        <textarea
          id="vetting-note-body"
          rows={3}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? "vetting-note-body-error" : undefined}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-red-600"
          {...register("body")}
        />
        {errors.body ? (
          <p id="vetting-note-body-error" className="mt-1 text-sm text-red-700">
            {errors.body.message}
          </p>
        ) : null}
        <button type="submit" disabled={isSubmitting} className={buttonClass("secondary", "sm", "mt-2 disabled:opacity-60")}>
          {isSubmitting ? COPY.noteSaving : COPY.addNote}
        </button>
      </form>
    </section>
  );
}
