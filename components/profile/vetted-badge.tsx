import { CheckIcon } from "@/components/check-icon";

/** The mark of a talent who passed vetting, on the profile page and the recruiters' applicant cards. */
export function VettedBadge({ className = "" }: { className?: string }) {
  return (
    <span
      title="This talent passed our vetting"
      className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 py-0.5 pl-1 pr-2 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset ${className}`}
    >
      <CheckIcon className="size-4" />
      Vetted
    </span>
  );
}
