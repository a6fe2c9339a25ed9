"use client";

import { FormMessage } from "@/components/auth/form-fields";
import { useAuthSubmit } from "@/components/auth/use-auth-submit";
import { useValidatedForm } from "@/components/auth/use-validated-form";
import { TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { api } from "@/lib/api/client";
import { ADMIN_COPY } from "@/lib/content/admin";
import { newManagerSchema } from "@/lib/validation/manager-setup";

import { useManagerSignIn } from "./use-manager-sign-in";

const { labels } = ADMIN_COPY;

type Props = {
  /** The call that uses the link: /api/manage/setup, or the invitation's. */
  endpoint: string;
  token: string;
  /** An invitation's address: shown, not editable. */
  fixedEmail?: string;
  submitLabel: string;
  sendingLabel: string;
  failedMessage: string;
};

/** A new manager's name, email and password, sent with the link's token; signs the manager in on success. */
export function NewManagerForm({ endpoint, token, fixedEmail, submitLabel, sendingLabel, failedMessage }: Props) {
  const { adoptTypedValues, ...form } = useValidatedForm(newManagerSchema, {
    first_name: "",
    last_name: "",
    email: fixedEmail ?? "",
    password: "",
  });
  const signIn = useManagerSignIn(null, failedMessage);
  const submit = useAuthSubmit({
    valid: () => {
      form.touchAll();
      return form.result.success ? form.result.data : null;
    },
    send: (fields) => signIn(async () => (await api.post(endpoint, { ...fields, token })).data),
    onFieldErrors: form.setServerErrors,
  });
  const email = form.field("email");
  return (
    <form ref={adoptTypedValues} noValidate onSubmit={submit.onSubmit} className="mt-6 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={labels.firstName} autoComplete="given-name" {...form.field("first_name")} />
        <TextField label={labels.lastName} autoComplete="family-name" {...form.field("last_name")} />
      </div>
      {fixedEmail ? (
        <p className="text-sm text-ink">
          <span className="block font-medium">{labels.email}</span>
          <span className="mt-1 block break-all text-ink-muted">{fixedEmail}</span>
        </p>
      ) : (
        <TextField label={labels.email} type="email" autoComplete="username" {...email} />
      )}
      <TextField label={labels.password} type="password" autoComplete="new-password" {...form.field("password")} />
      <FormMessage message={submit.message} />
      <SubmitButton sending={submit.sending} label={submitLabel} sendingLabel={sendingLabel} />
    </form>
  );
}
