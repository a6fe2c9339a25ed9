"use client";

import { useFormContext } from "react-hook-form";

import { describedBy, FieldError, inputClass } from "@/components/ui/field";
import { visibilityLabels } from "@/lib/content/profile";
import type { ProfileFormValues } from "@/lib/profiles/profile-form";
import { VISIBILITIES } from "@/lib/validation/profile";

import { useFieldError } from "./field";

/** Who sees the profile, and its address /profiles/{handle}. */
export function VisibilityFields() {
  const { register } = useFormContext<ProfileFormValues>();
  const handleError = useFieldError("handle");
  const visibilityError = useFieldError("visibility");
  return (
    <div className="space-y-6">
      <div>
        <label htmlFor="handle" className="block text-sm font-medium text-ink">
          Profile address
        </label>
        <div className="mt-1 flex items-stretch">
          <span
            aria-hidden="true"
            className="inline-flex items-center rounded-l-md border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-ink-muted"
          >
            /profiles/
          </span>
          <input
            id="handle"
            type="text"
            autoComplete="off"
            spellCheck={false}
            {...register("handle")}
            {...describedBy("handle", handleError, true)}
            className={`${inputClass.replace("mt-1 ", "")} rounded-l-none`}
          />
        </div>
        <p id="handle-hint" className="mt-1 text-xs text-ink-muted">
          3 to 40 lowercase letters, digits and single hyphens.
        </p>
        <FieldError id="handle" message={handleError} />
      </div>
      <fieldset id="visibility" {...describedBy("visibility", visibilityError)}>
        <legend className="text-sm font-medium text-ink">Who can see your profile</legend>
        <div className="mt-2 space-y-2">
          {VISIBILITIES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 bg-white p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={value} {...register("visibility")} className="mt-1 size-4 accent-brand-600" />
              <span>
                <span className="block text-sm font-semibold text-ink">{visibilityLabels[value].label}</span>
                <span className="block text-sm text-ink-muted">{visibilityLabels[value].detail}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="visibility" message={visibilityError} />
      </fieldset>
    </div>
  );
}
