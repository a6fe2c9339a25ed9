import "server-only";

import { formatLongDate } from "@/lib/format/date-time";
import { monthLabel } from "@/lib/invoices/periods";
import type { InvoiceKind } from "@/lib/invoices/states";
import { formatMoney } from "@/lib/offers/money";

import type { Db } from "../db/types";
import { enqueueMail } from "../mail/outbox";
import { siteLink } from "../mail/urls";

export const INVOICE_MAIL_KINDS = {
  issued: "invoice_issued",
  reminder: "invoice_reminder",
  voided: "invoice_voided",
} as const;

type MailedInvoice = { id: number; number: string; month: string; currency: string; totalMinor: number; dueOn: string };

/**
 * The invoice's page in the recruiter's workspace, where its PDF and its EN 16931 XML are downloaded: the outbox
 * sends text and HTML only (no attachments), so the mail links there.
 */
export const invoicePageLink = (invoiceId: number) => siteLink(`/recruiter/billing/invoices/${invoiceId}`);
const downloads = "Its PDF and its EN 16931 (UBL 2.1) XML can be downloaded there.";

/** To the billing email, in the invoice's transaction: a new invoice and what it asks for, or a month's credit note. */
export async function mailInvoiceIssued(
  tx: Db,
  to: string,
  invoice: MailedInvoice & { kind: InvoiceKind; settled: boolean },
) {
  const amount = formatMoney(Math.abs(invoice.totalMinor), invoice.currency);
  const creditNote = invoice.kind === "credit_note";
  const document = creditNote ? "credit note" : "invoice";
  await enqueueMail(tx, {
    to,
    kind: INVOICE_MAIL_KINDS.issued,
    content: {
      subject: `${creditNote ? "Credit note" : "Invoice"} ${invoice.number}: ${monthLabel(invoice.month)}`,
      greeting: "Hello,",
      paragraphs: [
        `Your Hireloop ${document} ${invoice.number} for ${monthLabel(invoice.month)} is ready.`,
        creditNote
          ? `It credits you ${amount} for trial work invoiced earlier: there is nothing to pay.`
          : invoice.settled
            ? `Its total is ${amount}: the trial credit covers it, so there is nothing to pay.`
            : `Its total is ${amount}, due on ${formatLongDate(invoice.dueOn)}.`,
      ],
      action: { label: `See the ${document}`, url: invoicePageLink(invoice.id) },
      footnote: downloads,
    },
  });
}

/** Once, when an issued invoice is past its due date. */
export async function mailInvoiceReminder(tx: Db, to: string, invoice: MailedInvoice) {
  await enqueueMail(tx, {
    to,
    kind: INVOICE_MAIL_KINDS.reminder,
    content: {
      subject: `Overdue: invoice ${invoice.number}`,
      greeting: "Hello,",
      paragraphs: [
        `Invoice ${invoice.number} for ${monthLabel(invoice.month)}, ${formatMoney(invoice.totalMinor, invoice.currency)}, ` +
          `was due on ${formatLongDate(invoice.dueOn)} and we have not recorded its payment yet.`,
        "If you have paid it already, thank you: there is nothing more to do.",
      ],
      action: { label: "See the invoice", url: invoicePageLink(invoice.id) },
      footnote: downloads,
    },
  });
}

/** When a manager voids an invoice: the credit note that cancels it. */
export async function mailInvoiceVoided(
  tx: Db,
  to: string,
  invoice: MailedInvoice,
  creditNote: { id: number; number: string },
  reason: string,
) {
  await enqueueMail(tx, {
    to,
    kind: INVOICE_MAIL_KINDS.voided,
    content: {
      subject: `Invoice ${invoice.number} is void: credit note ${creditNote.number}`,
      greeting: "Hello,",
      paragraphs: [
        `Invoice ${invoice.number} for ${monthLabel(invoice.month)} (${formatMoney(invoice.totalMinor, invoice.currency)}) ` +
          `is void: credit note ${creditNote.number} cancels it, and nothing is owed on it.`,
        `The reason given: ${reason}`,
      ],
      action: { label: "See the credit note", url: invoicePageLink(creditNote.id) },
      footnote: downloads,
    },
  });
}
