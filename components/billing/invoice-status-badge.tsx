import { Badge, type BadgeTone } from "@/components/ui/badge";
import { INVOICE_STATUS_LABELS } from "@/lib/content/billing";
import type { ShownInvoiceStatus } from "@/lib/invoices/states";

const TONE: Record<ShownInvoiceStatus, BadgeTone> = {
  issued: "sky",
  overdue: "amber",
  paid: "emerald",
  void: "slate",
};

/** An invoice's status as shown: Issued, Overdue (issued and past due), Paid or Void. */
export function InvoiceStatusBadge({ status }: { status: ShownInvoiceStatus }) {
  return <Badge tone={TONE[status]}>{INVOICE_STATUS_LABELS[status]}</Badge>;
}
