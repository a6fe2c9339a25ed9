import { Badge, type BadgeTone } from "@/components/ui/badge";
import { OFFER_STATUS_LABELS } from "@/lib/content/offers";
import type { ShownOfferStatus } from "@/lib/offers/states";

const TONE: Record<ShownOfferStatus, BadgeTone> = {
  sent: "sky",
  accepted: "emerald",
  declined: "amber",
  withdrawn: "slate",
  superseded: "slate",
  expired: "slate",
};

export function OfferStatusBadge({ status }: { status: ShownOfferStatus }) {
  return <Badge tone={TONE[status]}>{OFFER_STATUS_LABELS[status]}</Badge>;
}
