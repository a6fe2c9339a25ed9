import { Badge, type BadgeTone } from "@/components/ui/badge";
import { ENGAGEMENT_STATUS_LABELS } from "@/lib/content/engagements";
import type { EngagementStatus } from "@/lib/engagements/states";

const TONE: Record<EngagementStatus, BadgeTone> = { scheduled: "sky", active: "emerald", ended: "slate" };

export function EngagementStatusBadge({ status }: { status: EngagementStatus }) {
  return <Badge tone={TONE[status]}>{ENGAGEMENT_STATUS_LABELS[status]}</Badge>;
}
