"use client";

import Link from "next/link";

import { InvoiceDownloads } from "@/components/billing/invoice-downloads";
import { InvoiceStatusBadge } from "@/components/billing/invoice-status-badge";
import { cardClass } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed, Loading } from "@/components/ui/load-status";
import { useLoad } from "@/components/ui/use-load";
import { clientInvoicesRequest } from "@/lib/api/billing";
import { BILLING_PAGE as copy } from "@/lib/content/billing";
import { formatLongDate, formatMonth } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/offers/money";
import type { InvoiceSummary } from "@/lib/validation/invoices";

const invoiceHref = (invoice: InvoiceSummary) => `/recruiter/billing/invoices/${invoice.id}`;

function NumberLink({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <Link
      href={invoiceHref(invoice)}
      aria-label={copy.open(invoice.number)}
      className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {invoice.number}
    </Link>
  );
}

const kindNote = (invoice: InvoiceSummary) =>
  invoice.kind === "credit_note" ? <span className="block text-xs text-ink-muted">{copy.creditNote}</span> : null;

/** The company's invoices and credit notes: a table from tablet width, one card each on a phone. */
export function ClientInvoices() {
  const { load, reload } = useLoad(clientInvoicesRequest);
  if (load.state === "loading") return <Loading text={copy.loading} />;
  if (load.state === "failed") return <LoadFailed message={copy.invoicesFailed} retry={copy.retry} onRetry={reload} />;
  const invoices = load.value;
  if (invoices.length === 0) return <EmptyState tone="empty" title={copy.emptyTitle} body={copy.emptyBody} />;
  return (
    <>
      <ul aria-label={copy.invoicesHeading} className="flex flex-col gap-3 md:hidden">
        {invoices.map((invoice) => (
          <li key={invoice.id} className={cardClass("flex flex-col gap-2 p-4 shadow-sm")}>
            <div className="flex items-start justify-between gap-2">
              <p>
                <NumberLink invoice={invoice} />
                {kindNote(invoice)}
              </p>
              <InvoiceStatusBadge status={invoice.status} />
            </div>
            <p className="text-sm text-ink">
              {formatMonth(invoice.month)} ·{" "}
              <span className="font-semibold">{formatMoney(invoice.total_minor, invoice.currency)}</span>
            </p>
            <p className="text-sm text-ink-muted">{copy.due(formatLongDate(invoice.due_on))}</p>
            <InvoiceDownloads invoice={invoice} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{copy.invoicesHeading}</caption>
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
            {invoices.map((invoice) => (
              <tr key={invoice.id} className="align-middle">
                <th scope="row" className="px-4 py-3 font-normal">
                  <NumberLink invoice={invoice} />
                  {kindNote(invoice)}
                </th>
                <td className="px-4 py-3 text-ink">{formatMonth(invoice.month)}</td>
                <td className="px-4 py-3 font-semibold tabular-nums text-ink">
                  {formatMoney(invoice.total_minor, invoice.currency)}
                </td>
                <td className="px-4 py-3">
                  <InvoiceStatusBadge status={invoice.status} />
                </td>
                <td className="px-4 py-3 text-ink">{formatLongDate(invoice.due_on)}</td>
                <td className="px-4 py-3">
                  <InvoiceDownloads invoice={invoice} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
