import { ONBOARDING_GROUPS } from "@/lib/content/profile-form";

/** "Step 2 of 5", a bar, and the steps' names (the current one marked). */
export function StepIndicator({ step }: { step: number }) {
  const total = ONBOARDING_GROUPS.length;
  return (
    <nav aria-label="Onboarding progress" className="space-y-3">
      <p className="text-sm font-semibold text-brand-700">
        Step {step} of {total}
      </p>
      <div aria-hidden="true" className="flex gap-1.5">
        {ONBOARDING_GROUPS.map((group, index) => (
          <span
            key={group.group}
            className={`h-1.5 flex-1 rounded-full ${index < step ? "bg-brand-600" : "bg-slate-200"}`}
          />
        ))}
      </div>
      <ol className="hidden grid-cols-5 gap-1.5 text-xs text-ink-muted sm:grid">
        {ONBOARDING_GROUPS.map((group, index) => (
          <li
            key={group.group}
            aria-current={index + 1 === step ? "step" : undefined}
            className="aria-[current=step]:font-semibold aria-[current=step]:text-ink"
          >
            {group.step}
          </li>
        ))}
      </ol>
    </nav>
  );
}
