"use client";

import { PrivateNotes as NotesPanel } from "@/components/notes/private-notes";
import { DETAIL_COPY } from "@/lib/content/pipeline";
import { formatUtcDateTime } from "@/lib/format/date-time";
import type { ApplicationNote } from "@/lib/validation/applications";

const COPY = {
  hint: DETAIL_COPY.notesHint,
  empty: DETAIL_COPY.noNotes,
  label: DETAIL_COPY.noteLabel,
  add: DETAIL_COPY.addNote,
  saving: DETAIL_COPY.noteSaving,
  failed: DETAIL_COPY.noteFailed,
};

/** The team's private notes on an application, and the form that adds one. The talent never sees them. */
export function PrivateNotes({
  notes,
  onAdd,
}: {
  notes: ApplicationNote[];
  onAdd: (body: string) => Promise<unknown>;
}) {
  return <NotesPanel notes={notes} onAdd={onAdd} copy={COPY} fieldId="note-body" formatTime={formatUtcDateTime} />;
}
