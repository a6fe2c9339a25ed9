"use client";

import { PayoutStatusBadge } from "@/components/billing/payout-status-badge";
import { MarkPaidDialog } from "@/components/manage/mark-paid-dialog";
import { DoneStatus, useConsoleList } from "@/components/manage/use-console-list";
import { cardClass } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed, Loading } from "@/components/ui/load-status";
import { Pagination } from "@/components/ui/pagination";
import type { Load } from "@/components/ui/use-load";
import { managePayoutsRequest, markPayoutPaidRequest } from "@/lib/api/manage-billing";
import { MANAGE_PAYOUTS_COPY as copy } from "@/lib/content/manage-billing";
import { formatMonth, formatShortDate, formatShortMonth } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/offers/money";
import type { ManagePayoutJson } from "@/lib/validation/payouts";

type Props = { filters: Record<string, string>; page: number };

const talentName = (payout: ManagePayoutJson) => payout.talent?.name ?? copy.deletedTalent;

function Talent({ payout }: { payout: ManagePayoutJson }) {
  return (
    <>
      <span className="block font-semibold text-ink">{talentName(payout)}</span>
      {payout.talent ? <span className="block break-all text-xs text-ink-muted">{payout.talent.email}</span> : null}
    </>
  );
}

function Status({ payout }: { payout: ManagePayoutJson }) {
  return (
    <>
      <PayoutStatusBadge status={payout.status} />
      {payout.status === "paid" && payout.paid_on ? (
        <span className="mt-1 block whitespace-nowrap text-xs text-ink-muted">
          {copy.paidOn(formatShortDate(payout.paid_on))}
        </span>
      ) : null}
    </>
  );
}

function Action({ payout, onDone }: { payout: ManagePayoutJson; onDone: (message: string) => void }) {
  if (payout.status !== "payable") return null;
  const amount = formatMoney(payout.amount_minor, payout.currency);
  return (
    <MarkPaidDialog
      trigger={{
        label: copy.markPaid.open,
        ariaLabel: copy.markPaid.openFor(talentName(payout), payout.engagement.job_title, formatMonth(payout.month)),
      }}
      title={copy.markPaid.title}
      description={copy.markPaid.description(amount, talentName(payout))}
      send={async (body) => {
        await markPayoutPaidRequest(payout.id, body);
        onDone(copy.markPaid.done);
      }}
    />
  );
}

/** The console's payouts, payable first as the API orders them, with "Mark paid" on each payable one. */
export function ManagePayouts({ filters, page }: Props) {
  const { load, reload, done, onDone } = useConsoleList(managePayoutsRequest, filters, page);

  return (
    <div>
      <DoneStatus message={done} />
      <PayoutResults load={load} reload={reload} filters={filters} onDone={onDone} />
    </div>
  );
}

type ResultsProps = {
  load: Load<Awaited<ReturnType<typeof managePayoutsRequest>>>;
  reload: () => void;
  filters: Record<string, string>;
  onDone: (message: string) => void;
};

function PayoutResults({ load, reload, filters, onDone }: ResultsProps) {
  if (load.state === "loading") return <Loading text={copy.loading} />;
  if (load.state === "failed") return <LoadFailed message={copy.failed} retry={copy.retry} onRetry={reload} />;
  const { data: payouts, meta } = load.value;
  if (payouts.length === 0)
    return Object.keys(filters).length > 0 ? (
      <EmptyState
        title={copy.emptyFiltered.title}
        body={copy.emptyFiltered.body}
        action={{ href: "/admin/payouts", label: copy.emptyFiltered.action }}
        actionVariant="secondary"
      />
    ) : (
      <EmptyState
        title={copy.empty.title}
        body={copy.empty.body}
        action={{ href: "/admin/invoices", label: copy.empty.action }}
        actionVariant="secondary"
      />
    );

  const engagement = (payout: ManagePayoutJson) =>
    copy.engagement(payout.engagement.job_title, payout.engagement.company_name);
  return (
    <section aria-labelledby="payout-results" className="flex flex-col gap-3">
      <h2 id="payout-results" className="text-sm font-medium text-ink-muted">
        {copy.count(meta.total)}
      </h2>
      <ul aria-label={copy.title} className="flex flex-col gap-3 xl:hidden">
        {payouts.map((payout) => (
          <li key={payout.id} className={cardClass("flex flex-col gap-2 p-4 shadow-sm")}>
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0">
                <Talent payout={payout} />
              </p>
              <p className="shrink-0 text-right">
                <Status payout={payout} />
              </p>
            </div>
            <p className="break-words text-sm text-ink">{engagement(payout)}</p>
            <p className="text-sm text-ink">
              {formatShortMonth(payout.month)} ·{" "}
              <span className="font-semibold tabular-nums">{formatMoney(payout.amount_minor, payout.currency)}</span>
              <span className="text-ink-muted"> · {payout.invoice.number}</span>
            </p>
            <Action payout={payout} onDone={onDone} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white xl:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{copy.title}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {Object.values(copy.columns).map((label) => (
                <th key={label} scope="col" className="px-4 py-3 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {payouts.map((payout) => (
              <tr key={payout.id} className="align-top">
                <th scope="row" className="max-w-56 px-4 py-3 font-normal">
                  <Talent payout={payout} />
                </th>
                <td className="max-w-64 break-words px-4 py-3 text-ink">{engagement(payout)}</td>
                <td className="whitespace-nowrap px-4 py-3 text-ink">{formatShortMonth(payout.month)}</td>
                <td className="whitespace-nowrap px-4 py-3 font-semibold tabular-nums text-ink">
                  {formatMoney(payout.amount_minor, payout.currency)}
                </td>
                <td className="px-4 py-3">
                  <Status payout={payout} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-ink">{payout.invoice.number}</td>
                <td className="px-4 py-3">
                  <Action payout={payout} onDone={onDone} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination path="/admin/payouts" filters={filters} page={meta.page} lastPage={meta.last_page} className="mt-2" />
    </section>
  );
}
