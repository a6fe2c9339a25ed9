"use client";

import Link from "next/link";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { forgotPasswordRequest } from "@/lib/api/auth";
import { apiErrorMessage } from "@/lib/api/errors";
import { SIGN_IN_PATH } from "@/lib/auth/areas";
import { FORGOT_PASSWORD_COPY as copy } from "@/lib/content/account-links";
import { AUTH_COPY } from "@/lib/content/auth";
import { forgotPasswordRequestSchema } from "@/lib/validation/account-links";

import { AuthOutcome } from "./auth-card";
import { AccountKindField, FormMessage } from "./form-fields";
import { useAuthSubmit } from "./use-auth-submit";
import { useValidatedForm } from "./use-validated-form";

/** Asks for a reset link; the answer reads the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const { adoptTypedValues, ...form } = useValidatedForm(forgotPasswordRequestSchema, { email: "", type: "talent" });
  const submit = useAuthSubmit({
    valid: () => {
      form.touchAll();
      return form.result.success ? form.result.data : null;
    },
    send: async (fields) => {
      try {
        await forgotPasswordRequest(fields);
        setSent(true);
      } catch (error) {
        throw new Error(apiErrorMessage(error, copy.fallbackError), { cause: error });
      }
    },
    onFieldErrors: form.setServerErrors,
  });
  const kindField = form.field("type");

  if (sent) {
    return (
      <AuthOutcome tone="success" title={copy.sentTitle} text={copy.sent}>
        <Link href={SIGN_IN_PATH} className={buttonClass("secondary")}>
          {copy.backToLogin}
        </Link>
      </AuthOutcome>
    );
  }

  return (
    <form ref={adoptTypedValues} noValidate onSubmit={submit.onSubmit} className="mt-6 space-y-4">
      <AccountKindField name="type" legend={copy.kindLegend} value={kindField.value} onChange={kindField.onChange} />
      <TextField label={AUTH_COPY.labels.email} type="email" autoComplete="email" {...form.field("email")} />
      <FormMessage message={submit.message} />
      <SubmitButton sending={submit.sending} label={copy.submit} sendingLabel={copy.sending} />
      <p className="text-center text-sm">
        <Link href={SIGN_IN_PATH} className="font-medium text-brand-600">
          {copy.backToLogin}
        </Link>
      </p>
    </form>
  );
}
