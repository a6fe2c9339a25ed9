import type { ReactNode } from "react";
import { FieldError, FieldHint } from "@/components/profile-form/field";

export { describedBy, inputClass } from "@/components/profile-form/field";

/** Label above, hint and error below, around any control whose id is `name` (the recruiter forms' frame). */
export function LabelledControl({ name, label, hint, error, className, children }: { name: string; label: string; hint?: ReactNode; error?: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={name} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      <FieldHint name={name}>{hint}</FieldHint>
      <FieldError name={name} message={error} />
    </div>
  );
}
