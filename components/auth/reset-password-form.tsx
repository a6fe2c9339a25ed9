"use client";

import { isAxiosError } from "axios";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { resetPasswordRequest } from "@/lib/api/auth";
import { apiErrorMessage } from "@/lib/api/errors";
import { SIGN_IN_PATH } from "@/lib/auth/areas";
import { RESET_PASSWORD_COPY as copy, FORGOT_PASSWORD_PATH } from "@/lib/content/account-links";
import { resetPasswordFormSchema } from "@/lib/validation/reset-password-form";

import { AuthOutcome } from "./auth-card";
import { FormMessage } from "./form-fields";
import { useAuthSubmit } from "./use-auth-submit";
import { useValidatedForm } from "./use-validated-form";

type Outcome = { step: "form" } | { step: "done" } | { step: "gone"; message: string };

/** A new password from a mailed link; a used or expired link says so and offers a new one. */
export function ResetPasswordForm() {
  const token = useSearchParams().get("token");
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { step: "form" } : { step: "gone", message: copy.missingToken },
  );
  const { adoptTypedValues, ...form } = useValidatedForm(resetPasswordFormSchema, { password: "", confirm: "" });
  const submit = useAuthSubmit({
    valid: () => {
      form.touchAll();
      return form.result.success ? form.result.data : null;
    },
    send: async ({ password }) => {
      try {
        await resetPasswordRequest({ token: token ?? "", password });
        setOutcome({ step: "done" });
      } catch (error) {
        const message = apiErrorMessage(error, copy.fallbackError);
        if (isAxiosError(error) && error.response?.status === 410) return setOutcome({ step: "gone", message });
        throw new Error(message, { cause: error });
      }
    },
    onFieldErrors: form.setServerErrors,
  });

  if (outcome.step === "done") {
    return (
      <AuthOutcome tone="success" title={copy.doneTitle} text={copy.done}>
        <Link href={SIGN_IN_PATH} className={buttonClass("primary")}>
          {copy.login}
        </Link>
      </AuthOutcome>
    );
  }
  if (outcome.step === "gone") {
    return (
      <AuthOutcome tone="error" title={copy.invalidTitle} text={outcome.message}>
        <Link href={FORGOT_PASSWORD_PATH} className={buttonClass("primary")}>
          {copy.requestNew}
        </Link>
      </AuthOutcome>
    );
  }
  return (
    <form ref={adoptTypedValues} noValidate onSubmit={submit.onSubmit} className="mt-6 space-y-4">
      <TextField label={copy.password} type="password" autoComplete="new-password" {...form.field("password")} />
      <TextField label={copy.confirm} type="password" autoComplete="new-password" {...form.field("confirm")} />
      <FormMessage message={submit.message} />
      <SubmitButton sending={submit.sending} label={copy.submit} sendingLabel={copy.sending} />
    </form>
  );
}
