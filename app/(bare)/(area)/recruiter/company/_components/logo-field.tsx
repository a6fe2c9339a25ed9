"use client";

import { useId, useRef } from "react";

import { CompanyLogo } from "@/components/company/company-logo";
import { buttonClass } from "@/components/ui/button-styles";
import { COMPANY_COPY } from "@/lib/content/recruiter-jobs";
import type { Company } from "@/lib/validation/company";
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from "@/lib/validation/profile-options";

import { useLogoUpload } from "./use-logo-upload";

// The same rule the server's upload policy applies to logos, checked first so a wrong file costs no upload.
function problemWith(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return `The logo must be: ${COMPANY_COPY.logoRule}`;
  if (file.size > AVATAR_MAX_BYTES) return `The logo is too large: ${COMPANY_COPY.logoRule}`;
  return null;
}

/** The logo, saved as soon as it is chosen, with the upload's progress; it can be replaced or removed. */
export function LogoField({ company, onSaved }: { company: Company; onSaved: (company: Company) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, upload, remove, fail } = useLogoUpload(onSaved);
  const sending = state.status === "sending";
  const url = company.logo_url;

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const problem = problemWith(file);
    if (problem) fail(problem);
    else void upload(file);
  };

  return (
    <fieldset id="logo" aria-describedby="logo-status" className="rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-medium text-ink">{COMPANY_COPY.logoLegend}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <CompanyLogo name={company.name} src={url} size="lg" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={AVATAR_TYPES.join(",")}
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
            {url ? COMPANY_COPY.replace : COMPANY_COPY.upload}
          </label>
          {url ? (
            <button
              type="button"
              onClick={() => void remove()}
              disabled={sending}
              className={buttonClass("ghost", "sm", "text-red-700")}
            >
              {COMPANY_COPY.remove}
            </button>
          ) : null}
        </div>
      </div>
      <div id="logo-status" className="mt-3 text-sm">
        {state.status === "sending" ? (
          state.percent === null ? (
            <p role="status">{COMPANY_COPY.removing}</p>
          ) : (
            <div>
              <p className="text-ink-muted">
                {COMPANY_COPY.uploading} {state.percent}%
              </p>
              <div
                role="progressbar"
                aria-label="Uploading logo"
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
          <p className="text-ink-muted">{COMPANY_COPY.logoRule}</p>
        )}
      </div>
    </fieldset>
  );
}
