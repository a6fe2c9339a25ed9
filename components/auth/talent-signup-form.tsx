"use client";

import { useRouter, useSearchParams } from "next/navigation";

import { SubmitButton } from "@/components/ui/submit-button";
import { TALENT_ONBOARDING } from "@/lib/auth/areas";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { signupTalent } from "@/lib/auth/session-actions";
import { AUTH_COPY } from "@/lib/content/auth";
import { talentRegisterRequestSchema } from "@/lib/validation/accounts";

import { FormMessage } from "./form-fields";
import { PersonFields } from "./person-fields";
import { useAuthSubmit } from "./use-auth-submit";
import { useValidatedForm } from "./use-validated-form";

export function TalentSignupForm() {
  const router = useRouter();
  const callbackUrl = useSearchParams().get("callbackUrl");
  const { adoptTypedValues, ...form } = useValidatedForm(talentRegisterRequestSchema, {
    first_name: "",
    last_name: "",
    email: "",
    password: "",
  });
  const submit = useAuthSubmit({
    valid: () => {
      form.touchAll();
      return form.result.success ? form.result.data : null;
    },
    send: async (data) => {
      await signupTalent(data);
      // Someone who signed up to apply goes back to the job; anyone else starts the onboarding.
      router.push(safeCallbackUrl(callbackUrl, window.location.origin, TALENT_ONBOARDING));
    },
    onFieldErrors: form.setServerErrors,
  });

  return (
    <form ref={adoptTypedValues} noValidate onSubmit={submit.onSubmit} className="space-y-4">
      <PersonFields field={form.field} />
      <FormMessage message={submit.message} />
      <SubmitButton
        sending={submit.sending}
        label={AUTH_COPY.talentSignup.submit}
        sendingLabel={AUTH_COPY.talentSignup.sending}
      />
    </form>
  );
}
