"use client";

import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";

import { FormStatus } from "@/components/profile-form/form-status";
import type { SaveStatus } from "@/components/profile-form/use-profile-save";
import { SelectField, TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { saveBillingProfileRequest } from "@/lib/api/billing";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { BILLING_PAGE as copy } from "@/lib/content/billing";
import type { BillingProfile } from "@/lib/validation/billing-profile";

import {
  BILLING_PROFILE_FIELDS,
  billingProfileResolver,
  billingProfileValues,
  countryOptions,
  type BillingProfileOutput,
  type BillingProfileValues,
} from "./billing-profile-values";

type Props = { profile: BillingProfile | null; onSaved: (profile: BillingProfile) => void };

/** The company's billing profile: checked in the browser with the API's schema, the server's 422 shown by its field. */
export function BillingProfileForm({ profile, onSaved }: Props) {
  const countries = useMemo(() => countryOptions(), []);
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });
  const form = useForm<BillingProfileValues, unknown, BillingProfileOutput>({
    resolver: billingProfileResolver,
    defaultValues: billingProfileValues(profile),
  });
  const { errors } = form.formState;

  const save = form.handleSubmit(
    async (values) => {
      setStatus({ state: "saving" });
      try {
        const saved = await saveBillingProfileRequest(values);
        form.reset(billingProfileValues(saved));
        setStatus({ state: "saved" });
        onSaved(saved);
      } catch (error) {
        const fieldErrors = Object.entries(apiFieldErrors(error)).filter(([name]) =>
          (BILLING_PROFILE_FIELDS as readonly string[]).includes(name),
        );
        fieldErrors.forEach(([name, messages], index) =>
          form.setError(
            name as keyof BillingProfileValues,
            { type: "server", message: messages[0] },
            { shouldFocus: index === 0 },
          ),
        );
        setStatus({
          state: "error",
          message: fieldErrors.length > 0 ? copy.fixFields : apiErrorMessage(error, copy.saveFailed),
        });
      }
    },
    () => setStatus({ state: "error", message: copy.fixFields }),
  );

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="grid gap-5 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={copy.legalName}
        autoComplete="organization"
        error={errors.legal_name?.message}
        {...form.register("legal_name")}
      />
      <TextField
        className="sm:col-span-2"
        label={copy.addressLine1}
        autoComplete="address-line1"
        error={errors.address_line1?.message}
        {...form.register("address_line1")}
      />
      <TextField
        className="sm:col-span-2"
        label={copy.addressLine2}
        autoComplete="address-line2"
        error={errors.address_line2?.message}
        {...form.register("address_line2")}
      />
      <TextField
        label={copy.postalCode}
        autoComplete="postal-code"
        error={errors.postal_code?.message}
        {...form.register("postal_code")}
      />
      <TextField
        label={copy.city}
        autoComplete="address-level2"
        error={errors.city?.message}
        {...form.register("city")}
      />
      <SelectField
        label={copy.country}
        placeholder={copy.countryPlaceholder}
        options={countries}
        autoComplete="country"
        error={errors.country?.message}
        {...form.register("country")}
      />
      <TextField
        label={copy.vatId}
        hint={copy.vatIdHint}
        autoComplete="off"
        spellCheck={false}
        error={errors.vat_id?.message}
        {...form.register("vat_id")}
      />
      <TextField
        className="sm:col-span-2"
        type="email"
        label={copy.billingEmail}
        hint={copy.billingEmailHint}
        autoComplete="email"
        error={errors.billing_email?.message}
        {...form.register("billing_email")}
      />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
        <SubmitButton
          sending={status.state === "saving"}
          label={copy.save}
          sendingLabel={copy.save}
          variant="primary"
          className="self-start"
        />
        <FormStatus status={status} savedText={copy.saved} />
      </div>
    </form>
  );
}
