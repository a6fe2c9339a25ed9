"use client";

import { useRouter } from "next/navigation";

import { PrivateNotes } from "@/components/notes/private-notes";
import { addVettingNoteRequest } from "@/lib/api/manage-vetting";
import { VETTING_DETAIL_COPY as COPY } from "@/lib/content/manage-vetting";
import { formatUtcDateTime } from "@/lib/format/date-time";
import type { VettingNote } from "@/lib/validation/manage-vetting";

const NOTES_COPY = {
  hint: COPY.notesHint,
  empty: COPY.noNotes,
  label: COPY.noteLabel,
  add: COPY.addNote,
  saving: COPY.noteSaving,
  failed: COPY.noteFailed,
};

/** Managers' private notes on the talent, newest first, and the form that adds one. The talent never sees them. */
export function VettingNotes({ talentId, notes }: { talentId: number; notes: VettingNote[] }) {
  const router = useRouter();
  const add = async (body: string) => {
    await addVettingNoteRequest(talentId, body);
    router.refresh();
  };
  return (
    <section aria-labelledby="notes-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="notes-title" className="mb-2 text-lg font-semibold text-ink">
        {COPY.notesTitle}
      </h2>
      <PrivateNotes
        notes={notes.map((note) => ({ ...note, author: note.author.name }))}
        onAdd={add}
        copy={NOTES_COPY}
        fieldId="vetting-note-body"
        formatTime={formatUtcDateTime}
      />
    </section>
  );
}
