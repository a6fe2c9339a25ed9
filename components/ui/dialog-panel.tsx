"use client";

import * as Dialog from "@radix-ui/react-dialog";

import { buttonClass } from "./button-styles";

/** A dialog's overlay and panel (centred, full width less a margin on a phone) with its title and description. */
export function DialogPanel({
  title,
  description,
  onCloseAutoFocus,
  children,
}: {
  title: string;
  description: string;
  /** Radix's hook for where focus goes on close (its opener by default); `preventDefault()` keeps it put. */
  onCloseAutoFocus?: (event: Event) => void;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
      <Dialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed inset-x-3 top-1/2 z-50 max-h-[90vh] -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:left-1/2 sm:right-auto sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:p-7"
      >
        <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-ink-muted">{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

type ActionsProps = {
  message: string | null;
  sending: boolean;
  /** Also keeps the submit button disabled (Cancel stays usable), e.g. while the form cannot be sent. */
  submitDisabled?: boolean;
  cancelLabel: string;
  submitLabel: string;
  busyLabel: string;
  danger?: boolean;
};

/** The end of a dialog's form: what went wrong with the last attempt, then Cancel and the submit button. */
export function DialogFormActions({
  message,
  sending,
  submitDisabled = false,
  cancelLabel,
  submitLabel,
  busyLabel,
  danger = false,
}: ActionsProps) {
  return (
    <>
      {message ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close type="button" disabled={sending} className={buttonClass("ghost", "md")}>
          {cancelLabel}
        </Dialog.Close>
        <button
          type="submit"
          disabled={sending || submitDisabled}
          className={buttonClass(
            "primary",
            "md",
            `disabled:opacity-60 ${danger ? "bg-red-600 hover:bg-red-700 shadow-none" : ""}`,
          )}
        >
          {sending ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
