"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useController, useForm, type Resolver } from "react-hook-form";

import { FormStatus } from "@/components/profile-form/form-status";
import { TimeZoneSelect } from "@/components/profile-form/time-zone-select";
import type { SaveStatus } from "@/components/profile-form/use-profile-save";
import { buttonClass } from "@/components/ui/button-styles";
import { cardClass } from "@/components/ui/card";
import { describedBy, Field, inputClass, TextareaField } from "@/components/ui/field";
import { updateCompanyRequest } from "@/lib/api/client-jobs";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { COMPANY_SIZES } from "@/lib/content/auth";
import { COMPANY_COPY } from "@/lib/content/recruiter-jobs";
import type { Company } from "@/lib/validation/company";
import type { z } from "@/lib/validation/zod";

import {
  companyFormSchema,
  companyFormValues,
  type CompanyFormOutput,
  type CompanyFormValues,
} from "./company-form-schema";
import { LogoField } from "./logo-field";

const FIELDS = [
  "name",
  "website",
  "size",
  "about",
  "timezone",
  "work_start",
  "work_end",
] as const satisfies readonly (keyof CompanyFormValues)[];
// The API's field schemas take any input (they preprocess form text), the form's values among them.
const schema: z.ZodType<CompanyFormOutput, unknown> = companyFormSchema;
const resolver: Resolver<CompanyFormValues, unknown, CompanyFormOutput> = zodResolver(
  schema as z.ZodType<CompanyFormOutput, CompanyFormValues>,
);

/** The company profile: the logo saves on its own, the other fields with "Save company". */
export function CompanyForm({ initial }: { initial: Company }) {
  const [company, setCompany] = useState(initial);
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver,
    defaultValues: companyFormValues(initial),
  });
  const { errors } = form.formState;
  const timezone = useController({ control: form.control, name: "timezone" });

  const save = form.handleSubmit(
    async (values) => {
      setStatus({ state: "saving" });
      try {
        const saved = await updateCompanyRequest(values);
        setCompany(saved);
        form.reset(companyFormValues(saved));
        setStatus({ state: "saved" });
      } catch (error) {
        const fieldErrors = Object.entries(apiFieldErrors(error)).filter(([name]) =>
          (FIELDS as readonly string[]).includes(name),
        );
        fieldErrors.forEach(([name, messages], index) =>
          form.setError(
            name as keyof CompanyFormValues,
            { type: "server", message: messages[0] },
            { shouldFocus: index === 0 },
          ),
        );
        setStatus({
          state: "error",
          message: fieldErrors.length > 0 ? COMPANY_COPY.fixFields : apiErrorMessage(error, COMPANY_COPY.saveFailed),
        });
      }
    },
    () => setStatus({ state: "error", message: COMPANY_COPY.fixFields }),
  );

  const text = (
    name: "name" | "website" | "work_start" | "work_end",
    props: { type?: string; autoComplete?: string; inputMode?: "url"; placeholder?: string } = {},
  ) => (
    <input
      id={name}
      {...props}
      {...form.register(name)}
      {...describedBy(name, errors[name]?.message)}
      className={inputClass}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{COMPANY_COPY.title}</h1>
          <p className="mt-2 text-ink-muted">{COMPANY_COPY.lead}</p>
        </div>
        <Link
          href={`/companies/${company.slug}`}
          prefetch={false}
          className={buttonClass("secondary", "sm", "self-start sm:self-auto")}
        >
          {COMPANY_COPY.viewPublic}
        </Link>
      </header>

      <section className={cardClass("p-5 shadow-sm sm:p-6")}>
        <LogoField company={company} onSaved={setCompany} />
        <form noValidate onSubmit={(event) => void save(event)} className="mt-6 grid gap-5 sm:grid-cols-2">
          <Field id="name" label={COMPANY_COPY.name} error={errors.name?.message}>
            {text("name", { autoComplete: "organization" })}
          </Field>
          <Field
            id="website"
            label={COMPANY_COPY.website}
            hint={COMPANY_COPY.websiteHint}
            error={errors.website?.message}
          >
            {text("website", { type: "url", inputMode: "url", autoComplete: "url", placeholder: "https://" })}
          </Field>
          <Field id="size" label={COMPANY_COPY.size} error={errors.size?.message}>
            <select
              id="size"
              {...form.register("size")}
              {...describedBy("size", errors.size?.message)}
              className={inputClass}
            >
              <option value="">Select…</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size.value} value={size.value}>
                  {size.label}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="timezone"
            label={COMPANY_COPY.timezone}
            hint={COMPANY_COPY.timezoneHint}
            error={errors.timezone?.message}
          >
            <TimeZoneSelect
              id="timezone"
              {...timezone.field}
              {...describedBy("timezone", errors.timezone?.message, COMPANY_COPY.timezoneHint)}
            />
          </Field>
          <fieldset id="team-hours" className="scroll-mt-24 sm:col-span-2" aria-describedby="team-hours-hint">
            <legend className="text-sm font-semibold text-ink">{COMPANY_COPY.teamHours}</legend>
            <p id="team-hours-hint" className="mt-1 text-sm text-ink-muted">
              {COMPANY_COPY.teamHoursHint}
            </p>
            <div className="mt-3 grid grid-cols-2 gap-3 sm:gap-5">
              <Field id="work_start" label={COMPANY_COPY.workStart} error={errors.work_start?.message}>
                {text("work_start", { type: "time" })}
              </Field>
              <Field id="work_end" label={COMPANY_COPY.workEnd} error={errors.work_end?.message}>
                {text("work_end", { type: "time" })}
              </Field>
            </div>
          </fieldset>
          <TextareaField
            id="about"
            label={COMPANY_COPY.about}
            hint={COMPANY_COPY.aboutHint}
            error={errors.about?.message}
            className="sm:col-span-2"
            rows={8}
            {...form.register("about")}
          />
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
            <button
              type="submit"
              disabled={status.state === "saving"}
              className={buttonClass("primary", "md", "disabled:opacity-60")}
            >
              {COMPANY_COPY.save}
            </button>
            <FormStatus status={status} savedText={COMPANY_COPY.saved} />
          </div>
        </form>
      </section>
    </div>
  );
}
