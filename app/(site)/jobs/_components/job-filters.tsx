"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { jobFiltersCopy as COPY } from "@/lib/content/jobs";
import { activeFilterCount } from "@/lib/jobs/active-filters";

import { FilterForm, type FilterFormProps } from "./filter-form";

/** Tailwind's `md`: from this width the filters stand on the page and the Filters button has no place. */
const WIDE = "(min-width: 768px)";

/**
 * The job board's filters. From 768 px the form stands on the page; narrower, it waits behind a Filters button
 * (with the number of filters the URL sets) that opens it in a dialog, so the first screen shows jobs. One form
 * is mounted at a time, so its fields' ids stay unique. A client component so that the page's RSC payload
 * carries the filter values, not the form's markup.
 */
export function JobFilters({
  values,
  skillNames = [],
}: {
  values: FilterFormProps["values"];
  skillNames?: readonly string[];
}) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(values);

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia?.(WIDE);
    const closeWhenWide = () => wide?.matches && setOpen(false);
    wide?.addEventListener?.("change", closeWhenWide);
    return () => wide?.removeEventListener?.("change", closeWhenWide);
  }, [open]);

  return (
    <>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger
          aria-label={count > 0 ? `${COPY.filters}, ${COPY.active(count)}` : COPY.filters}
          className={buttonClass("secondary", "md", "gap-2 md:hidden")}
        >
          <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
            <path d="M3 5h14M6 10h8M8.5 15h3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {COPY.filters}
          {count > 0 ? (
            <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
              {count}
            </span>
          ) : null}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-x-0 bottom-0 z-50 flex max-h-[calc(100dvh-2rem)] flex-col rounded-t-2xl bg-white shadow-xl"
          >
            <div className="flex shrink-0 items-center justify-between px-5 py-3">
              <Dialog.Title className="text-lg font-semibold text-ink">{COPY.sheetTitle}</Dialog.Title>
              <Dialog.Close className="icon-button" aria-label={COPY.close}>
                <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            </div>
            <FilterForm values={values} skillNames={skillNames} layout="sheet" />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {open ? null : (
        <div className="max-md:hidden">
          <FilterForm values={values} skillNames={skillNames} layout="card" />
        </div>
      )}
    </>
  );
}
