"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { useConfirmAction } from "@/components/ui/use-confirm-action";
import { apiErrorMessage } from "@/lib/api/errors";
import { deleteTimeEntryRequest, updateTimeEntryRequest } from "@/lib/api/timesheets";
import { ENTRY_FORM_COPY as COPY } from "@/lib/content/timesheets";
import { splitMinutes } from "@/lib/timesheets/duration-text";
import { shortDay } from "@/lib/timesheets/week-text";
import { formatMinutes } from "@/lib/timesheets/weeks";
import type { TimeEntry } from "@/lib/validation/timesheets";

import { TimeEntryForm } from "./time-entry-form";

type Props = {
  entry: TimeEntry;
  minDate: string;
  maxDate: string;
  zone: string;
  onChanged: (entry: TimeEntry | null) => void;
};

/** Edit and Delete beside an entry of a week the talent may still change. */
export function EntryActions(props: Props) {
  return (
    <>
      <EditEntryDialog {...props} />
      <DeleteEntryDialog entry={props.entry} onDeleted={() => props.onChanged(null)} />
    </>
  );
}

function EditEntryDialog({ entry, minDate, maxDate, zone, onChanged }: Props) {
  const [open, setOpen] = useState(false);
  const day = shortDay(entry.work_date);
  const duration = formatMinutes(entry.minutes);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={COPY.editLabel(day, duration)} className={buttonClass("secondary", "sm")}>
        {COPY.edit}
      </Dialog.Trigger>
      <DialogPanel title={COPY.editHeading} description={COPY.editBody}>
        {open ? (
          <div className="mt-5">
            <TimeEntryForm
              idPrefix={`entry-${entry.id}`}
              defaults={{ work_date: entry.work_date, ...splitMinutes(entry.minutes), description: entry.description }}
              minDate={minDate}
              maxDate={maxDate}
              zone={zone}
              submitLabel={COPY.update}
              onSave={(request) => updateTimeEntryRequest(entry.engagement_id, entry.id, request)}
              onSaved={(saved) => {
                setOpen(false);
                onChanged(saved);
              }}
              cancel={
                <Dialog.Close type="button" className={buttonClass("ghost", "md")}>
                  {COPY.cancel}
                </Dialog.Close>
              }
            />
          </div>
        ) : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

function DeleteEntryDialog({ entry, onDeleted }: { entry: TimeEntry; onDeleted: () => void }) {
  const day = shortDay(entry.work_date);
  const duration = formatMinutes(entry.minutes);
  const dialog = useConfirmAction({
    async run(close) {
      await deleteTimeEntryRequest(entry.engagement_id, entry.id);
      close();
      onDeleted();
    },
    failure: (error) => apiErrorMessage(error, COPY.deleteFailed),
  });
  return (
    <ConfirmDialog
      {...dialog}
      trigger={{ label: COPY.delete, size: "sm", ariaLabel: COPY.deleteLabel(day, duration) }}
      title={COPY.deleteTitle}
      description={COPY.deleteBody(day, duration)}
      cancelLabel={COPY.keep}
      confirmLabel={COPY.delete}
      busyLabel={COPY.deleting}
    />
  );
}
