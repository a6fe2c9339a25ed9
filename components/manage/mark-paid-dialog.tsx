"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { buttonClass } from "@/components/ui/button-styles";
import { DialogFormActions, DialogPanel } from "@/components/ui/dialog-panel";
import { TextField } from "@/components/ui/field";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { MARK_PAID_COPY as copy } from "@/lib/content/manage-billing";
import { todayUtc } from "@/lib/format/date-time";
import { markPaidRequestSchema, type MarkPaidRequest } from "@/lib/validation/invoices";

type Values = { paid_on: string; reference: string };
type Props = {
  trigger: { label: string; ariaLabel: string };
  title: string;
  description: string;
  /** Sends the payment; the dialog closes once it resolves. */
  send: (body: MarkPaidRequest) => Promise<void>;
};

// The API refuses a payment dated in the future (UTC); the form says so before sending.
const schema = markPaidRequestSchema.refine((body) => body.paid_on <= todayUtc(), {
  path: ["paid_on"],
  error: copy.future,
});

/** "Mark paid" on an invoice or a payout: the day the money moved and the transfer's reference. */
export function MarkPaidDialog({ trigger, title, description, send }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={trigger.ariaLabel} className={buttonClass("primary", "sm")}>
        {trigger.label}
      </Dialog.Trigger>
      <DialogPanel title={title} description={description}>
        {open ? <MarkPaidForm send={send} onDone={() => setOpen(false)} /> : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

function MarkPaidForm({ send, onDone }: { send: Props["send"]; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, MarkPaidRequest>({
    resolver: zodResolver(schema),
    defaultValues: { paid_on: todayUtc(), reference: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await send(body);
      onDone();
    } catch (error) {
      const fields = Object.entries(apiFieldErrors(error)).filter(
        ([name]) => name === "paid_on" || name === "reference",
      );
      fields.forEach(([name, messages], index) =>
        form.setError(name as keyof Values, { type: "server", message: messages[0] }, { shouldFocus: index === 0 }),
      );
      if (fields.length === 0) setFailure(apiErrorMessage(error, copy.failed));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-4">
      <TextField
        id="paid-on"
        type="date"
        max={todayUtc()}
        label={copy.paidOn}
        error={errors.paid_on?.message}
        {...form.register("paid_on")}
      />
      <TextField
        id="payment-reference"
        label={copy.reference}
        hint={copy.referenceHint}
        autoComplete="off"
        maxLength={200}
        error={errors.reference?.message}
        {...form.register("reference")}
      />
      <DialogFormActions
        message={failure}
        sending={isSubmitting}
        cancelLabel={copy.cancel}
        submitLabel={copy.submit}
        busyLabel={copy.busy}
      />
    </form>
  );
}
