"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { useForm, useWatch } from "react-hook-form";

import { buttonClass } from "@/components/ui/button-styles";
import { REJECTION_REASON_LABELS } from "@/lib/content/application-stages";
import { REJECT_COPY } from "@/lib/content/pipeline";
import { COVER_NOTE_MAX, REJECTION_REASONS, type RejectionReason } from "@/lib/validation/applications";
import { z } from "@/lib/validation/zod";

const rejectSchema = z.object({
  reason: z.enum(REJECTION_REASONS, { error: REJECT_COPY.reasonRequired }),
  message: z.string().max(COVER_NOTE_MAX, REJECT_COPY.messageTooLong),
});
type RejectValues = z.input<typeof rejectSchema>;

type Props = {
  name: string | null;
  onCancel: () => void;
  onCloseAutoFocus: (event: Event) => void;
  onReject: (rejection: { reason: RejectionReason; message?: string }) => Promise<void>;
};

const dangerButton =
  "inline-flex h-11 items-center justify-center rounded-full bg-red-600 px-5 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60";

const field =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-red-600";

/** The reason (required) and an optional message to the talent, asked before a card goes to Rejected. */
export function RejectDialog({ name, onCancel, onCloseAutoFocus, onReject }: Props) {
  return (
    <Dialog.Root open={name !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-3 top-1/2 z-50 max-h-[calc(100dvh-1.5rem)] -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:p-6"
        >
          <Dialog.Title className="text-lg font-semibold text-ink">{REJECT_COPY.title(name ?? "")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">{REJECT_COPY.intro}</Dialog.Description>
          {name !== null ? <RejectForm onCancel={onCancel} onReject={onReject} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RejectForm({ onCancel, onReject }: Omit<Props, "name" | "onCloseAutoFocus">) {
  const { register, handleSubmit, control, formState } = useForm<RejectValues>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { message: "" },
  });
  const { errors, isSubmitting } = formState;
  const length = useWatch({ control, name: "message" })?.length ?? 0;
  const submit = handleSubmit(async ({ reason, message }) =>
    onReject({ reason, message: message.trim() || undefined }),
  );
  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
      <div>
        <label htmlFor="reject-reason" className="text-sm font-medium text-ink">
          {REJECT_COPY.reason}
        </label>
        <select
          id="reject-reason"
          defaultValue=""
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? "reject-reason-error" : undefined}
          className={field}
          {...register("reason")}
        >
          <option value="" disabled>
            {REJECT_COPY.reasonPlaceholder}
          </option>
          {REJECTION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {REJECTION_REASON_LABELS[reason]}
            </option>
          ))}
        </select>
        {errors.reason ? (
          <p id="reject-reason-error" className="mt-1 text-sm text-red-700">
            {errors.reason.message}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="reject-message" className="text-sm font-medium text-ink">
          {REJECT_COPY.message}
        </label>
        <textarea
          id="reject-message"
          rows={4}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby="reject-message-hint"
          className={field}
          {...register("message")}
        />
        <p id="reject-message-hint" className={`mt-1 text-xs ${errors.message ? "text-red-700" : "text-ink-muted"}`}>
          {errors.message?.message ?? `${length} / ${COVER_NOTE_MAX}`}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonClass("secondary", "md")}>
          {REJECT_COPY.cancel}
        </button>
        <button type="submit" disabled={isSubmitting} className={dangerButton}>
          {isSubmitting ? REJECT_COPY.saving : REJECT_COPY.submit}
        </button>
      </div>
    </form>
  );
}
