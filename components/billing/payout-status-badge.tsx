import { Badge, type BadgeTone } from "@/components/ui/badge";
import { PAYOUT_STATUS_LABELS } from "@/lib/content/billing";
import type { PayoutStatus } from "@/lib/payouts/states";

const TONE: Record<PayoutStatus, BadgeTone> = {
  pending: "amber",
  payable: "sky",
  paid: "emerald",
  cancelled: "slate",
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <Badge tone={TONE[status]}>{PAYOUT_STATUS_LABELS[status]}</Badge>;
}
