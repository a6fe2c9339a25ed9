"use client";

import { isAxiosError } from "axios";
import Link from "next/link";
import { useCallback } from "react";

import { InvoiceDownloads } from "@/components/billing/invoice-downloads";
import { InvoiceStatusBadge } from "@/components/billing/invoice-status-badge";
import { cardClass } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { useLoad } from "@/components/ui/use-load";
import { clientInvoiceRequest } from "@/lib/api/billing";
import { INVOICE_PAGE as copy } from "@/lib/content/billing";
import { formatLongDate, formatMonth } from "@/lib/format/date-time";
import type { InvoiceJson } from "@/lib/validation/invoices";

import { InvoiceLines } from "./invoice-lines";
import { InvoiceParty } from "./invoice-party";

const BILLING = "/recruiter/billing";
const invoiceHref = (id: number) => `${BILLING}/invoices/${id}`;

function Facts({ invoice }: { invoice: InvoiceJson }) {
  const facts: { term: string; value: React.ReactNode }[] = [
    { term: copy.month, value: formatMonth(invoice.month) },
    { term: copy.issued, value: formatLongDate(invoice.issued_on) },
    { term: copy.due, value: formatLongDate(invoice.due_on) },
  ];
  if (invoice.credits_invoice)
    facts.push({
      term: copy.creditsInvoice,
      value: (
        <Link href={invoiceHref(invoice.credits_invoice.id)} className="font-semibold text-brand-700 hover:underline">
          {invoice.credits_invoice.number}
        </Link>
      ),
    });
  if (invoice.credit_note)
    facts.push({
      term: copy.creditedBy,
      value: (
        <Link href={invoiceHref(invoice.credit_note.id)} className="font-semibold text-brand-700 hover:underline">
          {invoice.credit_note.number}
        </Link>
      ),
    });
  return (
    <dl className={cardClass("grid gap-x-6 gap-y-3 p-4 text-sm shadow-sm sm:grid-cols-3 sm:p-5")}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt className="text-ink-muted">{fact.term}</dt>
          <dd className="mt-0.5 font-medium text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One of the company's invoices or credit notes as a page: parties, lines, total, dates, status and its files. */
export function InvoiceView({ id }: { id: number }) {
  const { load } = useLoad(useCallback(() => clientInvoiceRequest(id), [id]));
  const back = (
    <Link
      href={BILLING}
      className="inline-flex min-h-10 w-fit items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <span aria-hidden="true">←</span> {copy.back}
    </Link>
  );
  if (load.state !== "ready")
    return (
      <div className="flex flex-col gap-4">
        {back}
        {load.state === "loading" ? (
          <p role="status" className="text-sm text-ink-muted">
            {copy.loading}
          </p>
        ) : (
          <EmptyState
            tone="error"
            title={isAxiosError(load.error) && load.error.response?.status === 404 ? copy.notFound : copy.failed}
            body={copy.unavailableBody}
            action={{ href: BILLING, label: copy.back }}
          />
        )}
      </div>
    );
  const invoice = load.value;
  const notes: string[] = [];
  if (invoice.status === "paid" && invoice.paid_on) notes.push(copy.paidOn(formatLongDate(invoice.paid_on)));
  if (invoice.status === "paid" && invoice.payment_reference) notes.push(copy.reference(invoice.payment_reference));
  if (invoice.status === "void" && invoice.void_reason) notes.push(copy.voidReason(invoice.void_reason));
  return (
    <div className="flex flex-col gap-5">
      {back}
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {invoice.kind === "credit_note" ? copy.creditNote(invoice.number) : copy.invoice(invoice.number)}
            </h1>
            <InvoiceStatusBadge status={invoice.status} />
          </div>
          {notes.map((line) => (
            <p key={line} className="mt-1 break-words text-sm text-ink-muted">
              {line}
            </p>
          ))}
        </div>
        <InvoiceDownloads invoice={invoice} variant="full" />
      </header>
      <Facts invoice={invoice} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InvoiceParty heading={copy.seller} party={invoice.seller} />
        <InvoiceParty heading={copy.buyer} party={invoice.buyer} />
      </div>
      <InvoiceLines invoice={invoice} />
    </div>
  );
}
