"use client";

import { useState } from "react";
import { FormMessage, TextField } from "@/components/auth/form-fields";
import { useAuthSubmit } from "@/components/auth/use-auth-submit";
import { useValidatedForm } from "@/components/auth/use-validated-form";
import { buttonClass } from "@/components/ui/button-styles";
import { changePassword } from "@/lib/api/account";
import { apiErrorMessage } from "@/lib/api/errors";
import type { UserType } from "@/lib/api/types";
import { PASSWORD_CARD as copy } from "@/lib/content/account-security";
import { passwordChangeFormSchema } from "@/lib/validation/password-change-form";

const EMPTY = { current_password: "", password: "", confirm: "" };

/** Current, new and confirmed password; on success the fields empty and the server's sentence shows. */
export function PasswordForm({ kind }: { kind: UserType }) {
  const [done, setDone] = useState<string | null>(null);
  // A new key after a success remounts the fields empty.
  const [round, setRound] = useState(0);
  return (
    <div className="flex flex-col gap-4">
      {done ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-800">
          {done}
        </p>
      ) : null}
      <PasswordFields
        key={round}
        kind={kind}
        onEdit={() => setDone(null)}
        onChanged={(message) => {
          setDone(message);
          setRound((value) => value + 1);
        }}
      />
    </div>
  );
}

function PasswordFields({ kind, onEdit, onChanged }: { kind: UserType; onEdit: () => void; onChanged: (message: string) => void }) {
  const form = useValidatedForm(passwordChangeFormSchema, EMPTY);
  const submit = useAuthSubmit({
    valid: () => {
      form.touchAll();
      return form.result.success ? form.result.data : null;
    },
    send: async ({ current_password, password }) => {
      try {
        onChanged(await changePassword(kind, { current_password, password }));
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
        <button type="submit" disabled={submit.sending} aria-busy={submit.sending} className={buttonClass("primary", "md", "disabled:cursor-wait disabled:opacity-60")}>
          {submit.sending ? copy.sending : copy.submit}
        </button>
      </div>
    </form>
  );
}
