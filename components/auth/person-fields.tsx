import { TextField } from "@/components/ui/field";
import { AUTH_COPY } from "@/lib/content/auth";

import type { FieldProps } from "./form-fields";

type PersonField = "first_name" | "last_name" | "email" | "password";

/** The fields every sign-up asks for: name, email and a new password. */
export function PersonFields({ field }: { field: (name: PersonField) => Omit<FieldProps, "label"> }) {
  const { labels } = AUTH_COPY;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={labels.first_name} autoComplete="given-name" {...field("first_name")} />
        <TextField label={labels.last_name} autoComplete="family-name" {...field("last_name")} />
      </div>
      <TextField label={labels.email} type="email" autoComplete="email" {...field("email")} />
      <TextField label={labels.password} type="password" autoComplete="new-password" {...field("password")} />
    </>
  );
}
