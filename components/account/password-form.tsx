"use client";

import { FormMessage } from "@/components/auth/form-fields";
import { useAuthSubmit } from "@/components/auth/use-auth-submit";
import { useValidatedForm } from "@/components/auth/use-validated-form";
import { TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { MemberKind } from "@/lib/accounts/kinds";
import { changePasswordRequest } from "@/lib/api/account";
import { apiErrorMessage } from "@/lib/api/errors";
import { PASSWORD_CARD as copy } from "@/lib/content/account-security";
import { passwordChangeFormSchema } from "@/lib/validation/password-change-form";

import { SuccessRounds } from "./success-rounds";

const EMPTY = { current_password: "", password: "", confirm: "" };

/** Current, new and confirmed password; on success the fields empty and the server's sentence shows. */
export function PasswordForm({ kind }: { kind: MemberKind }) {
  return (
    <SuccessRounds>
      {({ onEdit, onDone }, round) => <PasswordFields key={round} kind={kind} onEdit={onEdit} onChanged={onDone} />}
    </SuccessRounds>
  );
}

function PasswordFields({
  kind,
  onEdit,
  onChanged,
}: {
  kind: MemberKind;
  onEdit: () => void;
  onChanged: (message: string) => void;
}) {
  const form = useValidatedForm(passwordChangeFormSchema, EMPTY);
  const submit = useAuthSubmit({
    valid: () => {
      form.touchAll();
      return form.result.success ? form.result.data : null;
    },
    send: async ({ current_password, password }) => {
      try {
        onChanged(await changePasswordRequest(kind, { current_password, password }));
      } catch (error) {
        throw new Error(apiErrorMessage(error, copy.failed), { cause: error });
      }
    },
    onFieldErrors: form.setServerErrors,
  });
  const field = (name: keyof typeof EMPTY) => {
    const props = form.field(name);
    return { ...props, onChange: (event: Parameters<typeof props.onChange>[0]) => (onEdit(), props.onChange(event)) };
  };

  return (
    <form noValidate onSubmit={submit.onSubmit} className="flex max-w-md flex-col gap-4">
      <TextField label={copy.current} type="password" autoComplete="current-password" {...field("current_password")} />
      <TextField label={copy.password} type="password" autoComplete="new-password" {...field("password")} />
      <TextField label={copy.confirm} type="password" autoComplete="new-password" {...field("confirm")} />
      <FormMessage message={submit.message} />
      <div>
        <SubmitButton sending={submit.sending} label={copy.submit} sendingLabel={copy.sending} variant="primary" />
      </div>
    </form>
  );
}
