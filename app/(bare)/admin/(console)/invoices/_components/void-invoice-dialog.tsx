"use client";

import { useState } from "react";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextareaField } from "@/components/ui/field";
import { useConfirmAction } from "@/components/ui/use-confirm-action";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { voidInvoiceRequest } from "@/lib/api/manage-billing";
import { MANAGE_INVOICES_COPY as copy, MARK_PAID_COPY } from "@/lib/content/manage-billing";
import { voidInvoiceRequestSchema, type InvoiceSummary } from "@/lib/validation/invoices";

type Props = { invoice: InvoiceSummary; onVoided: (message: string) => void };

/** Voids an issued invoice with a reason; the API issues its credit note in the same step. */
export function VoidInvoiceDialog({ invoice, onVoided }: Props) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const dialog = useConfirmAction({
    async run(close) {
      const checked = voidInvoiceRequestSchema.safeParse({ reason });
      setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
      if (!checked.success) return;
      const { credit_note } = await voidInvoiceRequest(invoice.id, checked.data);
      close();
      onVoided(copy.void.done(invoice.number, credit_note.number));
    },
    failure(error) {
      const field = apiFieldErrors(error).reason?.[0];
      if (field) {
        setProblem(field);
        return null;
      }
      return apiErrorMessage(error, copy.failed);
    },
    onReset() {
      setReason("");
      setProblem(null);
    },
  });
  return (
    <ConfirmDialog
      {...dialog}
      trigger={{ label: copy.void.open, ariaLabel: copy.void.openFor(invoice.number), size: "sm" }}
      title={copy.void.title(invoice.number)}
      description={copy.void.description}
      cancelLabel={MARK_PAID_COPY.cancel}
      confirmLabel={copy.void.submit}
      busyLabel={copy.void.busy}
    >
      <TextareaField
        id={`void-reason-${invoice.id}`}
        className="mt-4"
        label={copy.void.reason}
        hint={copy.void.reasonHint}
        rows={3}
        maxLength={1_000}
        value={reason}
        error={problem ?? undefined}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
