"use client";

import { useRouter } from "next/navigation";

import { FormMessage } from "@/components/auth/form-fields";
import { useAuthSubmit } from "@/components/auth/use-auth-submit";
import { useValidatedForm } from "@/components/auth/use-validated-form";
import { TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { MemberKind } from "@/lib/accounts/kinds";
import { requestEmailChangeRequest } from "@/lib/api/account";
import { apiErrorMessage } from "@/lib/api/errors";
import { EMAIL_CARD as copy } from "@/lib/content/account-security";
import { emailChangeRequestSchema } from "@/lib/validation/email-change";

import { SuccessRounds, type RoundHandlers } from "./success-rounds";

/** The account's address, a pending change if any, and the form that asks for a new one. */
export function EmailForm({ kind, email, pending }: { kind: MemberKind; email: string; pending: string | null }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink">{copy.current(email)}</p>
      {pending ? (
        <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          {copy.pending(pending)}
        </p>
      ) : null}
      <SuccessRounds settle={pending}>
        {(handlers, round) => <EmailFields key={round} kind={kind} {...handlers} />}
      </SuccessRounds>
    </div>
  );
}

function EmailFields({ kind, onEdit, onDone }: { kind: MemberKind } & RoundHandlers) {
  const router = useRouter();
  const form = useValidatedForm(emailChangeRequestSchema, { email: "", current_password: "" });
  const submit = useAuthSubmit({
    valid: () => {
      form.touchAll();
      return form.result.success ? form.result.data : null;
    },
    send: async (fields) => {
      try {
        onDone(await requestEmailChangeRequest(kind, fields));
        // The pending address above comes from the server.
        router.refresh();
      } catch (error) {
        throw new Error(apiErrorMessage(error, copy.failed), { cause: error });
      }
    },
    onFieldErrors: form.setServerErrors,
  });
  const field = (name: "email" | "current_password") => {
    const props = form.field(name);
    return { ...props, onChange: (event: Parameters<typeof props.onChange>[0]) => (onEdit(), props.onChange(event)) };
  };
  return (
    <form noValidate onSubmit={submit.onSubmit} className="flex max-w-md flex-col gap-4">
      <TextField id="new-email" label={copy.newEmail} type="email" autoComplete="email" {...field("email")} />
      <TextField
        id="email-change-password"
        label={copy.password}
        type="password"
        autoComplete="current-password"
        {...field("current_password")}
      />
      <FormMessage message={submit.message} />
      <div>
        <SubmitButton sending={submit.sending} label={copy.submit} sendingLabel={copy.sending} variant="primary" />
      </div>
    </form>
  );
}
