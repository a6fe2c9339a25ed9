"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { MemberKind } from "@/lib/accounts/kinds";
import { wrongAccountKindOf } from "@/lib/api/auth";
import { AREA_HOME } from "@/lib/auth/areas";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { loginWithPassword } from "@/lib/auth/session-actions";
import { FORGOT_PASSWORD_LINK, FORGOT_PASSWORD_PATH } from "@/lib/content/account-links";
import { AUTH_COPY, WRONG_ACCOUNT_KIND } from "@/lib/content/auth";
import { loginFormSchema } from "@/lib/validation/accounts";

import { AccountKindField, FormMessage } from "./form-fields";
import { GoogleSignIn } from "./google-sign-in";
import { useAuthSubmit } from "./use-auth-submit";
import { useValidatedForm } from "./use-validated-form";

const { labels } = AUTH_COPY;

export function LoginForm() {
  const router = useRouter();
  const params = useSearchParams();
  const callbackUrl = params.get("callbackUrl");
  // Set when the password was right for the other kind of account: the form offers to switch to it.
  const [otherKind, setOtherKind] = useState<MemberKind | null>(null);
  const { adoptTypedValues, ...form } = useValidatedForm(loginFormSchema, {
    email: "",
    password: "",
    kind: callbackUrl?.includes("/recruiter") ? "client" : "talent",
  });
  const submit = useAuthSubmit({
    valid: () => {
      form.touchAll();
      return form.result.success ? form.result.data : null;
    },
    send: async ({ kind, ...credentials }) => {
      setOtherKind(null);
      try {
        await loginWithPassword(kind, credentials);
      } catch (error) {
        setOtherKind(wrongAccountKindOf(error instanceof Error ? error.cause : undefined));
        throw error;
      }
      router.push(safeCallbackUrl(callbackUrl, window.location.origin, AREA_HOME[kind]));
    },
    onFieldErrors: form.setServerErrors,
  });
  const kindField = form.field("kind");

  return (
    <form ref={adoptTypedValues} noValidate onSubmit={submit.onSubmit} className="space-y-4">
      <AccountKindField
        name="kind"
        legend={AUTH_COPY.login.kindLegend}
        value={kindField.value}
        onChange={(event) => {
          setOtherKind(null);
          kindField.onChange(event);
        }}
      />
      <TextField label={labels.email} type="email" autoComplete="email" {...form.field("email")} />
      <TextField label={labels.password} type="password" autoComplete="current-password" {...form.field("password")} />
      <p className="-mt-2 text-right text-sm">
        <Link href={FORGOT_PASSWORD_PATH} className="font-medium text-brand-600 hover:underline">
          {FORGOT_PASSWORD_LINK}
        </Link>
      </p>
      <FormMessage message={submit.message} />
      {otherKind && otherKind !== kindField.value ? (
        <button
          type="button"
          className={buttonClass("secondary", "sm", "-mt-2")}
          onClick={() => {
            form.setValue("kind", otherKind);
            setOtherKind(null);
          }}
        >
          {WRONG_ACCOUNT_KIND.switchTo(otherKind)}
        </button>
      ) : null}
      <SubmitButton sending={submit.sending} label={AUTH_COPY.login.submit} sendingLabel={AUTH_COPY.login.sending} />
      <GoogleSignIn callbackUrl={callbackUrl} />
    </form>
  );
}
