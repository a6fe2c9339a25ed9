"use client";

import { useRouter } from "next/navigation";

import { SelectField, TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { AREA_HOME } from "@/lib/auth/areas";
import { signupRecruiter } from "@/lib/auth/session-actions";
import { AUTH_COPY, COMPANY_SIZES, HIRING_CATEGORIES } from "@/lib/content/auth";
import { clientRegisterRequestSchema } from "@/lib/validation/accounts";

import { FormMessage } from "./form-fields";
import { PersonFields } from "./person-fields";
import { useAuthSubmit } from "./use-auth-submit";
import { useValidatedForm } from "./use-validated-form";

const { labels } = AUTH_COPY;
const categoryOptions = HIRING_CATEGORIES.map((category) => ({ value: String(category.id), label: category.name }));

export function RecruiterSignupForm() {
  const router = useRouter();
  const { adoptTypedValues, ...form } = useValidatedForm(clientRegisterRequestSchema, {
    first_name: "",
    last_name: "",
    email: "",
    password: "",
    company_name: "",
    company_size: "",
    phone: "",
    website: "",
    hiring_for: "",
  });
  const submit = useAuthSubmit({
    valid: () => {
      form.touchAll();
      return form.result.success ? form.result.data : null;
    },
    send: async (data) => {
      await signupRecruiter(data);
      router.push(AREA_HOME.client);
    },
    onFieldErrors: form.setServerErrors,
  });

  return (
    <form ref={adoptTypedValues} noValidate onSubmit={submit.onSubmit} className="space-y-4">
      <PersonFields field={form.field} />
      <TextField label={labels.company_name} autoComplete="organization" {...form.field("company_name")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={labels.company_size} options={COMPANY_SIZES} {...form.field("company_size")} />
        <TextField label={labels.phone} type="tel" autoComplete="tel" {...form.field("phone")} />
      </div>
      <TextField label={labels.website} type="url" autoComplete="url" {...form.field("website")} />
      <SelectField label={labels.hiring_for} options={categoryOptions} {...form.field("hiring_for")} />
      <FormMessage message={submit.message} />
      <SubmitButton
        sending={submit.sending}
        label={AUTH_COPY.recruiterSignup.submit}
        sendingLabel={AUTH_COPY.recruiterSignup.sending}
      />
    </form>
  );
}
