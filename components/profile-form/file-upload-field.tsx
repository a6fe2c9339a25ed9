"use client";

import { useId, useRef } from "react";

import { ProfileAvatar } from "@/components/profile/profile-avatar";
import { buttonClass } from "@/components/ui/button-styles";
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  RESUME_MAX_BYTES,
  RESUME_TYPES,
  type TalentUser,
} from "@/lib/validation/profile";

import { useUpload } from "./use-upload";

const KINDS = {
  avatar: {
    id: "avatar_url",
    legend: "Profile photo",
    noun: "photo",
    types: AVATAR_TYPES,
    max: AVATAR_MAX_BYTES,
    rule: "PNG, JPEG or WebP, up to 2 MB.",
  },
  resume: {
    id: "resume_url",
    legend: "Résumé",
    noun: "résumé",
    types: RESUME_TYPES,
    max: RESUME_MAX_BYTES,
    rule: "A PDF, up to 5 MB.",
  },
} as const;

function problemWith(file: File, kind: (typeof KINDS)[keyof typeof KINDS]): string | null {
  if (!(kind.types as readonly string[]).includes(file.type)) return `The ${kind.noun} must be: ${kind.rule}`;
  if (file.size > kind.max) return `The ${kind.noun} is too large: ${kind.rule}`;
  return null;
}

/** A file saved as soon as it is chosen, with the upload's progress; it can be replaced or removed. */
export function FileUploadField({
  field,
  url,
  name,
  onSaved,
}: {
  field: "avatar" | "resume";
  url: string | null;
  name: string;
  onSaved: (user: TalentUser) => void;
}) {
  const kind = KINDS[field];
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, upload, remove, fail } = useUpload(field, onSaved);
  const sending = state.status === "sending";

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const problem = problemWith(file, kind);
    if (problem) fail(problem);
    else void upload(file);
  };

  return (
    <fieldset
      id={kind.id}
      aria-describedby={`${kind.id}-status`}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <legend className="px-1 text-sm font-medium text-ink">{kind.legend}</legend>
      <div className="flex flex-wrap items-center gap-4">
        {field === "avatar" ? <ProfileAvatar name={name} src={url} /> : <FileBadge present={Boolean(url)} />}
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={kind.types.join(",")}
            className="peer sr-only"
            disabled={sending}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <label
            htmlFor={inputId}
            className={buttonClass(
              "secondary",
              "sm",
              "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500 peer-disabled:opacity-60",
            )}
          >
            {url ? `Replace ${kind.noun}` : `Upload ${kind.noun}`}
          </label>
          {url ? (
            <button
              type="button"
              onClick={() => void remove()}
              disabled={sending}
              className={buttonClass("ghost", "sm", "text-red-700")}
            >
              Remove {kind.noun}
            </button>
          ) : null}
        </div>
      </div>
      <div id={`${kind.id}-status`} className="mt-3 text-sm">
        {state.status === "sending" ? (
          state.percent === null ? (
            <p role="status">Removing…</p>
          ) : (
            <div>
              <p className="text-ink-muted">Uploading… {state.percent}%</p>
              <div
                role="progressbar"
                aria-label={`Uploading ${kind.noun}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={state.percent}
                className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${state.percent}%` }} />
              </div>
            </div>
          )
        ) : state.status === "error" ? (
          <p role="alert" className="text-red-700">
            {state.message}
          </p>
        ) : (
          <p className="text-ink-muted">{kind.rule}</p>
        )}
      </div>
    </fieldset>
  );
}

function FileBadge({ present }: { present: boolean }) {
  return (
    <span
      className={`inline-flex h-12 w-12 items-center justify-center rounded-md text-xs font-bold ${present ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-ink-muted"}`}
    >
      {present ? "PDF" : "—"}
      <span className="sr-only">{present ? "A résumé is uploaded" : "No résumé yet"}</span>
    </span>
  );
}
