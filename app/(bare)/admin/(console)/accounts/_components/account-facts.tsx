import { ACCOUNTS_COPY as copy } from "@/lib/content/manage-accounts";
import { VETTING_STAGE_LABELS } from "@/lib/content/vetting-stages";
import { formatDay } from "@/lib/profiles/format";
import type { ManagedAccount } from "@/lib/validation/manage-accounts";

/** Active, or the Suspended badge with its date (a manager's too). */
export function AccountStatus({ account }: { account: Pick<ManagedAccount, "suspended_at"> }) {
  if (!account.suspended_at) {
    return (
      <span className="inline-flex rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/20 ring-inset">
        {copy.active}
      </span>
    );
  }
  return (
    <span className="inline-flex rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800 ring-1 ring-red-600/20 ring-inset">
      <time dateTime={account.suspended_at}>{copy.suspendedOn(formatDay(account.suspended_at.slice(0, 10)))}</time>
    </span>
  );
}

export function VerifiedLabel({ account }: { account: ManagedAccount }) {
  return (
    <span className={account.email_verified ? "text-emerald-700" : "text-ink-muted"}>
      {account.email_verified ? copy.verified : copy.unverified}
    </span>
  );
}

/** A client's company and open jobs, or a talent's vetting stage. */
export function AccountDetail({ account }: { account: ManagedAccount }) {
  if (account.kind === "client") {
    return (
      <span>
        <span className="font-medium text-ink">{account.company_name}</span>
        <span className="text-ink-muted"> · {copy.openJobs(account.open_jobs)}</span>
      </span>
    );
  }
  return (
    <span className="text-ink-muted">
      {account.vetting_stage ? VETTING_STAGE_LABELS[account.vetting_stage] : copy.notSubmitted}
    </span>
  );
}
