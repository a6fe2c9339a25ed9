"use client";

import * as Dialog from "@radix-ui/react-dialog";

import { buttonClass } from "./button-styles";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `ariaLabel` names the button when its label alone is ambiguous (one per row of a list). */
  trigger: { label: string; size: "sm" | "md"; ariaLabel?: string; variant?: "primary" | "secondary" };
  title: string;
  description: string;
  /** What went wrong with the last attempt, shown in the dialog. */
  message: string | null;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  sending: boolean;
  onConfirm: () => void;
  /** Red (the default) for an action that takes something away, brand blue for one that gives back. */
  tone?: "danger" | "primary";
  /** Fields the action needs (a reason), between the description and the buttons. */
  children?: React.ReactNode;
};

/** A button and the dialog that asks before an action that cannot be undone (the confirm button is red). */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  message,
  cancelLabel,
  confirmLabel,
  busyLabel,
  sending,
  onConfirm,
  tone = "danger",
  children,
}: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        aria-label={trigger.ariaLabel}
        className={buttonClass(trigger.variant ?? "secondary", trigger.size)}
      >
        {trigger.label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl sm:left-1/2 sm:right-auto sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:p-7">
          <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-muted">{description}</Dialog.Description>
          {children}
          {message ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {message}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close disabled={sending} className={buttonClass("ghost", "md")}>
              {cancelLabel}
            </Dialog.Close>
            <button
              type="button"
              disabled={sending}
              onClick={onConfirm}
              className={buttonClass(
                "primary",
                "md",
                tone === "danger"
                  ? "bg-red-600 hover:bg-red-700 shadow-none disabled:opacity-60"
                  : "disabled:opacity-60",
              )}
            >
              {sending ? busyLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
