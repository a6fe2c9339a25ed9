import { MAIL_COPY as copy } from "@/lib/content/manager-logs";
import type { MailSummary } from "@/lib/validation/mail-log";

const TONES: Record<MailSummary["status"], string> = {
  parked: "bg-red-50 text-red-800 ring-red-200",
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  sent: "bg-emerald-50 text-emerald-800 ring-emerald-200",
};

export function MailStatus({ status }: { status: MailSummary["status"] }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}
    >
      {copy.statuses[status]}
    </span>
  );
}
