"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";

import { DialogFormActions, DialogPanel } from "@/components/ui/dialog-panel";
import { HIRE_COPY } from "@/lib/content/pipeline";

type Props = {
  name: string | null;
  onCancel: () => void;
  onCloseAutoFocus: (event: Event) => void;
  /** Resolves true when the move went through (the board shows why when it did not). */
  onHire: () => Promise<boolean>;
};

/** Asked before a card goes to Hired, as before Rejected: it is the last stage, the card cannot move back. */
export function HireDialog({ name, onCancel, onCloseAutoFocus, onHire }: Props) {
  const [sending, setSending] = useState(false);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      await onHire();
    } finally {
      setSending(false);
    }
  }
  return (
    <Dialog.Root open={name !== null} onOpenChange={(open) => !open && !sending && onCancel()}>
      <DialogPanel
        title={HIRE_COPY.title(name ?? "")}
        description={HIRE_COPY.intro(name ?? "")}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form onSubmit={submit} className="mt-6 flex flex-col gap-4">
          <DialogFormActions
            message={null}
            sending={sending}
            cancelLabel={HIRE_COPY.cancel}
            submitLabel={HIRE_COPY.submit}
            busyLabel={HIRE_COPY.saving}
          />
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
