"use client";

import { InvoiceDownloads } from "@/components/billing/invoice-downloads";
import { InvoiceStatusBadge } from "@/components/billing/invoice-status-badge";
import { UnbrokenNumbers } from "@/components/billing/unbroken-numbers";
import { MarkPaidDialog } from "@/components/manage/mark-paid-dialog";
import { DoneStatus, useConsoleList } from "@/components/manage/use-console-list";
import { cardClass } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed, Loading } from "@/components/ui/load-status";
import { Pagination } from "@/components/ui/pagination";
import type { Load } from "@/components/ui/use-load";
import { manageInvoicesRequest, markInvoicePaidRequest } from "@/lib/api/manage-billing";
import { MANAGE_INVOICES_COPY as copy } from "@/lib/content/manage-billing";
import { formatShortDate, formatShortMonth } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/offers/money";
import type { InvoiceSummary } from "@/lib/validation/invoices";

import { VoidInvoiceDialog } from "./void-invoice-dialog";

type Props = { filters: Record<string, string>; page: number };

const companyName = (invoice: InvoiceSummary) => invoice.company?.name ?? copy.deletedCompany;

/** What a row says below its number: a credit note's link to what it credits, an invoice's credit note or payment. */
function NumberCell({ invoice }: { invoice: InvoiceSummary }) {
  const note =
    invoice.kind === "credit_note"
      ? invoice.credits_invoice
        ? copy.credits(invoice.credits_invoice.number)
        : copy.creditNote
      : invoice.credit_note
        ? copy.creditedBy(invoice.credit_note.number)
        : invoice.paid_on
          ? copy.paidOn(formatShortDate(invoice.paid_on))
          : null;
  return (
    <>
      <span className="block whitespace-nowrap font-semibold text-ink">{invoice.number}</span>
      {note ? (
        <span className="block text-xs text-ink-muted">
          <UnbrokenNumbers text={note} />
        </span>
      ) : null}
    </>
  );
}

function Actions({ invoice, onDone }: { invoice: InvoiceSummary; onDone: (message: string) => void }) {
  const open = invoice.kind === "invoice" && (invoice.status === "issued" || invoice.status === "overdue");
  const total = formatMoney(invoice.total_minor, invoice.currency);
  return (
    <div className="flex flex-col items-start gap-2">
      {open ? (
        <div className="flex flex-wrap gap-2">
          <MarkPaidDialog
            trigger={{ label: copy.markPaid.open, ariaLabel: copy.markPaid.openFor(invoice.number) }}
            title={copy.markPaid.title(invoice.number)}
            description={copy.markPaid.description(total, companyName(invoice))}
            send={async (body) => {
              await markInvoicePaidRequest(invoice.id, body);
              onDone(copy.markPaid.done(invoice.number));
            }}
          />
          <VoidInvoiceDialog invoice={invoice} onVoided={onDone} />
        </div>
      ) : null}
      <InvoiceDownloads invoice={invoice} />
    </div>
  );
}

/** The console's invoices with the page's filters, loaded through the API, with each open invoice's actions. */
export function ManageInvoices({ filters, page }: Props) {
  const { load, reload, done, onDone } = useConsoleList(manageInvoicesRequest, filters, page);

  return (
    <div>
      <DoneStatus message={done} />
      <InvoiceResults load={load} reload={reload} filters={filters} onDone={onDone} />
    </div>
  );
}

type ResultsProps = {
  load: Load<Awaited<ReturnType<typeof manageInvoicesRequest>>>;
  reload: () => void;
  filters: Record<string, string>;
  onDone: (message: string) => void;
};

function InvoiceResults({ load, reload, filters, onDone }: ResultsProps) {
  if (load.state === "loading") return <Loading text={copy.loading} />;
  if (load.state === "failed") return <LoadFailed message={copy.failed} retry={copy.retry} onRetry={reload} />;
  const { data: invoices, meta } = load.value;
  if (invoices.length === 0)
    return Object.keys(filters).length > 0 ? (
      <EmptyState
        title={copy.emptyFiltered.title}
        body={copy.emptyFiltered.body}
        action={{ href: "/admin/invoices", label: copy.emptyFiltered.action }}
        actionVariant="secondary"
      />
    ) : (
      <EmptyState
        title={copy.empty.title}
        body={copy.empty.body}
        action={{ href: "/admin/runs", label: copy.empty.action }}
        actionVariant="secondary"
      />
    );

  return (
    <section aria-labelledby="invoice-results" className="flex flex-col gap-3">
      <h2 id="invoice-results" className="text-sm font-medium text-ink-muted">
        {copy.count(meta.total)}
      </h2>
      <ul aria-label={copy.title} className="flex flex-col gap-3 xl:hidden">
        {invoices.map((invoice) => (
          <li key={invoice.id} className={cardClass("flex flex-col gap-2 p-4 shadow-sm")}>
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 break-words">
                <NumberCell invoice={invoice} />
              </p>
              <InvoiceStatusBadge status={invoice.status} />
            </div>
            <p className="break-words text-sm text-ink">
              {companyName(invoice)} · {formatShortMonth(invoice.month)}
            </p>
            <p className="text-sm text-ink">
              <span className="font-semibold tabular-nums">{formatMoney(invoice.total_minor, invoice.currency)}</span>
              <span className="text-ink-muted">
                {" "}
                · {copy.columns.due} {formatShortDate(invoice.due_on)}
              </span>
            </p>
            <Actions invoice={invoice} onDone={onDone} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white xl:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{copy.title}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {Object.values(copy.columns).map((label) => (
                <th key={label} scope="col" className="px-3 py-3 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {invoices.map((invoice) => (
              <tr key={invoice.id} className="align-top">
                <th scope="row" className="px-3 py-3 font-normal">
                  <NumberCell invoice={invoice} />
                </th>
                <td className="max-w-44 break-words px-3 py-3 text-ink">{companyName(invoice)}</td>
                <td className="whitespace-nowrap px-3 py-3 text-ink">{formatShortMonth(invoice.month)}</td>
                <td className="whitespace-nowrap px-3 py-3 font-semibold tabular-nums text-ink">
                  {formatMoney(invoice.total_minor, invoice.currency)}
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-ink">{formatShortDate(invoice.due_on)}</td>
                <td className="px-3 py-3">
                  <InvoiceStatusBadge status={invoice.status} />
                </td>
                <td className="px-3 py-3">
                  <Actions invoice={invoice} onDone={onDone} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        path="/admin/invoices"
        filters={filters}
        page={meta.page}
        lastPage={meta.last_page}
        className="mt-2"
      />
    </section>
  );
}
