"use client";

import * as Dialog from "@radix-ui/react-dialog";
import Link from "next/link";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { TextareaField } from "@/components/ui/field";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { acceptInvitationRequest } from "@/lib/api/invitations";
import { INVITATIONS_CARD as copy } from "@/lib/content/invitations";
import { COVER_NOTE_MAX } from "@/lib/validation/applications";
import type { AcceptedInvitation, TalentInvitation } from "@/lib/validation/invitations";

type Props = { invitation: TalentInvitation; onAccepted: (result: AcceptedInvitation) => void };
type Failure = { text: string; profile: boolean };

/** "Apply" on an invitation: one confirm step with an optional note, and the application is made. */
export function AcceptInvitationDialog({ invitation, onAccepted }: Props) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const tooLong = note.length > COVER_NOTE_MAX;
  const noteId = `invitation-note-${invitation.id}`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (tooLong) return;
    setSending(true);
    setFailure(null);
    try {
      const result = await acceptInvitationRequest(invitation.id, note);
      setOpen(false);
      onAccepted(result);
    } catch (error) {
      const errors = apiFieldErrors(error);
      const detail = errors.profile?.[0] ?? Object.values(errors).flat()[0];
      const text = apiErrorMessage(error, copy.applyFailed);
      setFailure({ text: detail && detail !== text ? `${text} ${detail}` : text, profile: Boolean(errors.profile) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setFailure(null);
      }}
    >
      <Dialog.Trigger aria-label={copy.applyLabel(invitation.job.title)} className={buttonClass("primary", "sm")}>
        {copy.apply}
      </Dialog.Trigger>
      <DialogPanel title={copy.applyTitle(invitation.job.title)} description={copy.applyBody}>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-5">
          <TextareaField
            id={noteId}
            label={copy.coverNote}
            rows={4}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            count={{ text: `${tooLong ? `${copy.coverNoteTooLong} ` : ""}${copy.counter(note.length)}`, over: tooLong }}
          />
          {failure ? (
            <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              <p>{failure.text}</p>
              {failure.profile ? (
                <Link
                  href="/talent/profile"
                  className="mt-2 inline-flex font-semibold text-red-900 underline underline-offset-4"
                >
                  {copy.editProfile}
                </Link>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close type="button" disabled={sending} className={buttonClass("ghost", "md")}>
              {copy.cancel}
            </Dialog.Close>
            <button
              type="submit"
              disabled={sending || tooLong}
              className={buttonClass("primary", "md", "disabled:opacity-60")}
            >
              {sending ? copy.sending : copy.submit}
            </button>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
