import type { ShownInvoiceStatus } from "@/lib/invoices/states";
import type { PayoutStatus } from "@/lib/payouts/states";

/** Copy of the recruiter's billing page (/recruiter/billing), its invoice page and the talent's payouts. */

export const INVOICE_STATUS_LABELS: Record<ShownInvoiceStatus, string> = {
  issued: "Issued",
  overdue: "Overdue",
  paid: "Paid",
  void: "Void",
};

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: "Pending",
  payable: "Payable",
  paid: "Paid",
  cancelled: "Cancelled",
};

export const BILLING_NOTICE = {
  title: "No billing profile yet",
  body: "Add your billing profile: invoices are made out to it, and none is issued before it exists.",
  action: "Add billing profile",
} as const;

export const BILLING_PAGE = {
  title: "Billing",
  lead: "Who your invoices are made out to, and every invoice Hireloop has issued to your company: one a month per currency.",
  profileHeading: "Billing profile",
  profileLead: "Printed on every invoice as the buyer. Invoices are mailed to the billing email.",
  legalName: "Legal name",
  addressLine1: "Address",
  addressLine2: "Address line 2 (optional)",
  city: "City",
  postalCode: "Postal code",
  country: "Country",
  countryPlaceholder: "Choose a country…",
  vatId: "VAT id (optional)",
  vatIdHint: "With its country prefix, e.g. DE123456789. Leave it empty if your company has none.",
  billingEmail: "Billing email",
  billingEmailHint: "Each new invoice is mailed here.",
  save: "Save billing profile",
  saved: "Billing profile saved.",
  fixFields: "Please correct the fields marked in red.",
  saveFailed: "The billing profile could not be saved. Please try again.",
  invoicesHeading: "Invoices",
  loading: "Loading…",
  profileFailed: "Your billing profile could not be loaded.",
  invoicesFailed: "Your invoices could not be loaded.",
  retry: "Try again",
  emptyTitle: "No invoices yet",
  emptyBody:
    "On the first day of each month Hireloop invoices the approved hours, approved milestones and full-time months of the month before.",
  columns: {
    number: "Number",
    month: "Month",
    total: "Total",
    status: "Status",
    due: "Due",
    files: "Files",
  },
  open: (number: string) => `Open invoice ${number}`,
  creditNote: "Credit note",
  due: (date: string) => `Due ${date}`,
} as const;

export const INVOICE_DOWNLOADS = {
  pdf: "PDF",
  xml: "XML",
  downloadPdf: "Download PDF",
  downloadXml: "Download XML (EN 16931)",
  pdfOf: (number: string) => `Download ${number} as PDF`,
  xmlOf: (number: string) => `Download ${number} as XML (EN 16931)`,
  downloading: "Downloading…",
  failed: "The file could not be downloaded. Please try again.",
} as const;

export const INVOICE_PAGE = {
  title: "Invoice",
  description: "An invoice from Hireloop to your company: its lines, total, status and files.",
  back: "Billing",
  invoice: (number: string) => `Invoice ${number}`,
  creditNote: (number: string) => `Credit note ${number}`,
  seller: "From",
  buyer: "Billed to",
  vat: (id: string) => `VAT id ${id}`,
  month: "Month billed",
  issued: "Issued",
  due: "Due",
  paidOn: (date: string) => `Paid on ${date}`,
  reference: (reference: string) => `Reference ${reference}`,
  voidReason: (reason: string) => `Void: ${reason}`,
  creditsInvoice: "Credits invoice",
  creditedBy: "Credited by",
  linesHeading: "Lines",
  columns: {
    description: "Description",
    period: "Period",
    quantity: "Quantity",
    unitPrice: "Unit price",
    amount: "Amount",
  },
  total: "Total",
  notFound: "This invoice could not be found.",
  failed: "The invoice could not be loaded.",
  unavailableBody:
    "It may belong to another company, or the connection dropped. Your billing page lists every invoice.",
  loading: "Loading…",
} as const;

/** What a line's quantity counts, by its UN/ECE unit code. */
export const UNIT_LABELS: Record<string, (quantity: string) => string> = {
  HUR: (quantity) => `${quantity} h`,
  DAY: (quantity) => `${quantity} ${quantity === "1" ? "day" : "days"}`,
  C62: (quantity) => quantity,
};

export const PAYOUTS_PAGE = {
  title: "Payouts",
  lead: "What each engagement earned per month, and when you are paid: once the company has paid its invoice.",
  loading: "Loading…",
  failed: "Your payouts could not be loaded.",
  retry: "Try again",
  emptyTitle: "No payouts yet",
  emptyBody:
    "On the first day of each month the work of the month before is invoiced to the company; each engagement's payout then appears here.",
  emptyAction: "Your engagements",
  monthTotal: "Month total",
  hours: (time: string) => `Hours: ${time}`,
  milestones: "Milestones",
  fullTime: "Full-time",
  trialPaid: "of which trial weeks paid by Hireloop",
  pending: (number: string) => `Pending until the client pays invoice ${number}`,
  payable: "Payable: Hireloop transfers it soon",
  paidOn: (date: string) => `Paid on ${date}`,
  cancelled: (number: string) =>
    `Cancelled: invoice ${number} was voided. The work is billed again on a new invoice, with a new payout.`,
  reference: (reference: string) => `Reference ${reference}`,
  with: (company: string) => `with ${company}`,
  open: (job: string, company: string) => `Open the engagement for ${job} with ${company}`,
  unbilledHeading: "Not invoiced yet",
  unbilledLead: "Work the company approved that no invoice holds yet, and what you will be paid for it.",
  approved: (time: string) => `Approved: ${time}`,
  approvedMilestones: (count: number) => `Approved milestones: ${count}`,
  fullTimeMonths: (count: number) => `Full-time months: ${count}`,
  nextClose: (date: string) => `On the company's invoice at the next month close, on ${date}`,
  waitsForBillingProfile: "Waiting for the company's billing details",
} as const;
