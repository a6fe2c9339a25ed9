"use client";

import { useRouter } from "next/navigation";
import { AREA_HOME } from "@/lib/auth/areas";
import { signupTalent } from "@/lib/auth/session-actions";
import { AUTH_COPY } from "@/lib/content/auth";
import { talentSignupSchema } from "@/lib/validation/auth-forms";
import { FormMessage, SubmitButton, TextField } from "./form-fields";
import { useAuthSubmit } from "./use-auth-submit";
import { useValidatedForm } from "./use-validated-form";

const { labels } = AUTH_COPY;

export function TalentSignupForm() {
  const router = useRouter();
  const { adoptTypedValues, ...form } = useValidatedForm(talentSignupSchema, { first_name: "", last_name: "", email: "", password: "" });
  const submit = useAuthSubmit({
    valid: () => {
      form.touchAll();
      return form.result.success ? form.result.data : null;
    },
    send: async (data) => {
      await signupTalent(data);
      router.push(AREA_HOME.talent);
    },
    onFieldErrors: form.setServerErrors,
  });

  return (
    <form ref={adoptTypedValues} noValidate onSubmit={submit.onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={labels.first_name} autoComplete="given-name" {...form.field("first_name")} />
        <TextField label={labels.last_name} autoComplete="family-name" {...form.field("last_name")} />
      </div>
      <TextField label={labels.email} type="email" autoComplete="email" {...form.field("email")} />
      <TextField label={labels.password} type="password" autoComplete="new-password" {...form.field("password")} />
      <FormMessage message={submit.message} />
      <SubmitButton sending={submit.sending} label={AUTH_COPY.talentSignup.submit} sendingLabel={AUTH_COPY.talentSignup.sending} />
    </form>
  );
}
