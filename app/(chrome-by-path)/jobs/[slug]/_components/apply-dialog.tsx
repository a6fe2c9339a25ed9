"use client";

import * as Dialog from "@radix-ui/react-dialog";
import Link from "next/link";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { APPLY_COPY } from "@/lib/content/applications";
import { APPLY_THRESHOLD, type Completeness } from "@/lib/profiles/completeness";
import type { TalentApplication } from "@/lib/validation/applications";

import { ApplyForm } from "./apply-form";

/** Where the profile editor shows a completeness item: its fields carry the item's name as their id. */
const profileFieldHref = (field: string) => `/talent/profile#${field}`;

type Props = {
  slug: string;
  title: string;
  completeness: Completeness;
  handle: string | null;
  onApplied: (application: TalentApplication | null) => void;
};

function MissingItems({ missing }: { missing: Completeness["missing"] }) {
  return (
    <div className="mt-4">
      <p className="text-sm text-ink-muted">{APPLY_COPY.incompleteLead}</p>
      <ul className="mt-3 space-y-2">
        {missing.map((item) => (
          <li key={item.field}>
            <Link
              href={profileFieldHref(item.field)}
              className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-brand-700 hover:border-brand-500 hover:bg-brand-50"
            >
              {item.label}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href="/talent/profile" className={buttonClass("primary", "md", "mt-5 w-full")}>
        {APPLY_COPY.editProfile}
      </Link>
    </div>
  );
}

/** "Apply" and its dialog: the form for a profile complete enough, else what is missing, each item a link. */
export function ApplyDialog({ slug, title, completeness, handle, onApplied }: Props) {
  const [open, setOpen] = useState(false);
  const enough = completeness.percent >= APPLY_THRESHOLD;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass("primary", "lg", "mt-5 w-full")}>{APPLY_COPY.apply}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          aria-describedby="apply-dialog-lead"
          className="fixed inset-x-3 top-1/2 z-50 max-h-[90vh] -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:left-1/2 sm:right-auto sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:p-7"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-ink">
              {enough ? APPLY_COPY.dialogTitle(title) : APPLY_COPY.incompleteTitle}
            </Dialog.Title>
            <Dialog.Close
              className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-slate-100"
              aria-label={APPLY_COPY.close}
            >
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          {enough ? (
            <>
              <p id="apply-dialog-lead" className="mt-2 text-sm text-ink-muted">
                {APPLY_COPY.profileGoes}{" "}
                <Link
                  href={handle ? `/profiles/${handle}` : "/talent/profile"}
                  target="_blank"
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {APPLY_COPY.previewProfile}
                </Link>
              </p>
              <ApplyForm
                slug={slug}
                onCancel={() => setOpen(false)}
                onApplied={(application) => {
                  setOpen(false);
                  onApplied(application);
                }}
              />
            </>
          ) : (
            <div id="apply-dialog-lead">
              <MissingItems missing={completeness.missing} />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
