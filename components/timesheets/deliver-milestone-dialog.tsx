"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { buttonClass } from "@/components/ui/button-styles";
import { DialogFormActions, DialogPanel } from "@/components/ui/dialog-panel";
import { TextareaField } from "@/components/ui/field";
import { apiErrorMessage } from "@/lib/api/errors";
import { deliverMilestoneRequest } from "@/lib/api/timesheets";
import { MILESTONES_COPY as COPY, ENTRY_FORM_COPY } from "@/lib/content/timesheets";
import { DISPUTE_REASON_MAX } from "@/lib/timesheets/states";
import { deliverMilestoneRequestSchema, type MilestoneJson } from "@/lib/validation/timesheets";
import { z } from "@/lib/validation/zod";

type Props = { engagementId: number; milestone: MilestoneJson; onDelivered: (milestone: MilestoneJson) => void };
// The field always holds text; the shared schema makes an empty note absent.
const deliverFormSchema = z.object({ note: z.string() }).transform((form, ctx) => {
  const checked = deliverMilestoneRequestSchema.safeParse(form);
  for (const issue of checked.error?.issues ?? [])
    ctx.addIssue({ code: "custom", path: ["note"], message: issue.message });
  return checked.data ?? z.NEVER;
});
type Values = z.input<typeof deliverFormSchema>;

/** "Mark delivered", with an optional note to the client in a small dialog. */
export function DeliverMilestoneDialog({ engagementId, milestone, onDelivered }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={COPY.deliverLabel(milestone.name)} className={buttonClass("primary", "sm")}>
        {COPY.deliver}
      </Dialog.Trigger>
      <DialogPanel title={COPY.deliverTitle(milestone.name)} description={COPY.deliverBody}>
        {open ? (
          <DeliverForm
            engagementId={engagementId}
            milestone={milestone}
            onDelivered={(delivered) => {
              setOpen(false);
              onDelivered(delivered);
            }}
          />
        ) : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

function DeliverForm({ engagementId, milestone, onDelivered }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<Values, unknown, { note?: string }>({
    resolver: zodResolver(deliverFormSchema),
    defaultValues: { note: "" },
  });
  const note = useWatch({ control, name: "note" });
  const submit = handleSubmit(async (request) => {
    setFailure(null);
    try {
      onDelivered(await deliverMilestoneRequest(engagementId, milestone.position, request));
    } catch (error) {
      setFailure(apiErrorMessage(error, COPY.deliverFailed));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
      <TextareaField
        id={`milestone-note-${milestone.position}`}
        rows={3}
        label={COPY.note}
        hint={COPY.noteHint}
        error={formState.errors.note?.message}
        count={{ text: ENTRY_FORM_COPY.count(note.length, DISPUTE_REASON_MAX), over: note.length > DISPUTE_REASON_MAX }}
        {...register("note")}
      />
      <DialogFormActions
        message={failure}
        sending={formState.isSubmitting}
        cancelLabel={COPY.cancel}
        submitLabel={COPY.deliverSubmit}
        busyLabel={COPY.delivering}
      />
    </form>
  );
}
