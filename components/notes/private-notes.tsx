"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { buttonClass } from "@/components/ui/button-styles";
import { TextareaField } from "@/components/ui/field";
import { apiErrorMessage } from "@/lib/api/errors";
import { noteRequestSchema } from "@/lib/validation/applications";
import type { z } from "@/lib/validation/zod";

type NoteValues = z.input<typeof noteRequestSchema>;

export type PrivateNote = { id: number; body: string; author: string; created_at: string };

export type PrivateNotesCopy = {
  hint: string;
  empty: string;
  label: string;
  add: string;
  saving: string;
  failed: string;
};

type Props = {
  notes: PrivateNote[];
  onAdd: (body: string) => Promise<unknown>;
  copy: PrivateNotesCopy;
  /** The textarea's id, unique on the page. */
  fieldId: string;
  formatTime: (iso: string) => string;
};

/** Private notes (a recruiter's on an applicant, a manager's on a vetting) and the form that adds one. */
export function PrivateNotes({ notes, onAdd, copy, fieldId, formatTime }: Props) {
  const { register, handleSubmit, reset, setError, formState } = useForm<NoteValues>({
    resolver: zodResolver(noteRequestSchema),
    defaultValues: { body: "" },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async ({ body }) => {
    try {
      await onAdd(body);
      reset({ body: "" });
    } catch (error) {
      setError("body", { message: apiErrorMessage(error, copy.failed) });
    }
  });
  return (
    <div>
      <p className="text-xs text-ink-muted">{copy.hint}</p>
      {notes.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{copy.empty}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-amber-50 px-3 py-2 text-sm">
              <p className="whitespace-pre-line break-words text-ink">{note.body}</p>
              <p className="mt-1 text-xs text-ink-muted">
                {note.author} · <time dateTime={note.created_at}>{formatTime(note.created_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="mt-3">
        <TextareaField id={fieldId} label={copy.label} rows={3} error={errors.body?.message} {...register("body")} />
        <button
          type="submit"
          disabled={isSubmitting}
          className={buttonClass("secondary", "sm", "mt-2 disabled:opacity-60")}
        >
          {isSubmitting ? copy.saving : copy.add}
        </button>
      </form>
    </div>
  );
}
