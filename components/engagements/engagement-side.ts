import type { MemberKind } from "@/lib/accounts/kinds";
import type { Engagement } from "@/lib/validation/engagements";

/** The side looking at an engagement. */
export type EngagementSide = MemberKind;

/** The workspace each side's engagement pages and conversations live under. */
export const AREA_PATH: Record<EngagementSide, string> = { talent: "/talent", client: "/recruiter" };

/** The other party's name, as the viewer sees it. */
export const otherParty = (engagement: Engagement, side: EngagementSide): string =>
  side === "talent" ? engagement.company.name : engagement.talent.name;

/** The viewer's own time zone and the other side's. */
export function zonesOf(engagement: Engagement, side: EngagementSide): { own: string; other: string } {
  const { company, talent } = engagement;
  return side === "talent"
    ? { own: talent.timezone, other: company.timezone }
    : { own: company.timezone, other: talent.timezone };
}
