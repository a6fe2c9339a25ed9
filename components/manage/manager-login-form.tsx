"use client";

import { FormMessage } from "@/components/auth/form-fields";
import { useAuthSubmit } from "@/components/auth/use-auth-submit";
import { useValidatedForm } from "@/components/auth/use-validated-form";
import { TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { api } from "@/lib/api/client";
import { ADMIN_COPY } from "@/lib/content/admin";
import { loginRequestSchema } from "@/lib/validation/accounts";

import { useManagerSignIn } from "./use-manager-sign-in";

const multipart = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

/** The console's sign-in: POST /api/manage/login, then the page the manager came for. */
export function ManagerLoginForm({ next }: { next: string | null }) {
  const { adoptTypedValues, ...form } = useValidatedForm(loginRequestSchema, { email: "", password: "" });
  const signIn = useManagerSignIn(next, ADMIN_COPY.login.failed);
  const submit = useAuthSubmit({
    valid: () => {
      form.touchAll();
      return form.result.success ? form.result.data : null;
    },
    send: (credentials) => signIn(async () => (await api.post("/api/manage/login", multipart(credentials))).data),
    onFieldErrors: form.setServerErrors,
  });
  return (
    <form ref={adoptTypedValues} noValidate onSubmit={submit.onSubmit} className="mt-6 space-y-4">
      <TextField label={ADMIN_COPY.labels.email} type="email" autoComplete="username" {...form.field("email")} />
      <TextField
        label={ADMIN_COPY.labels.password}
        type="password"
        autoComplete="current-password"
        {...form.field("password")}
      />
      <FormMessage message={submit.message} />
      <SubmitButton sending={submit.sending} label={ADMIN_COPY.login.submit} sendingLabel={ADMIN_COPY.login.sending} />
    </form>
  );
}
