"use client";

import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { ENGAGEMENT_DETAIL_COPY } from "@/lib/content/engagements";
import { addDays, todayIn } from "@/lib/engagements/calendar";
import { calendarDay, dayEndLine } from "@/lib/engagements/zoned-lines";
import type { Engagement } from "@/lib/validation/engagements";

import { ChangeCapDialog } from "./change-cap-dialog";
import { EndEngagementDialog } from "./end-engagement-dialog";
import { AREA_PATH, zonesOf, type EngagementSide } from "./engagement-side";

type Props = { engagement: Engagement; side: EngagementSide; onChanged: (engagement: Engagement) => void };

/** Where the engagement stands (trial, notice, ending) on both clocks, and what the viewer can do about it. */
export function EngagementFacts({ engagement, side, onChanged }: Props) {
  const { own, other } = zonesOf(engagement, side);
  const companyZone = engagement.company.timezone;
  const endLine = (day: string) => `${calendarDay(day)} (${dayEndLine(day, companyZone, own, other)})`;
  const ended = engagement.status === "ended";
  const ending = !ended && engagement.ended_on !== null;
  const noticeEnd = addDays(todayIn(companyZone), engagement.notice_days);
  const whoEnded =
    engagement.ended_by === null
      ? null
      : engagement.ended_by === side
        ? ENGAGEMENT_DETAIL_COPY.you
        : side === "talent"
          ? ENGAGEMENT_DETAIL_COPY.theCompany
          : ENGAGEMENT_DETAIL_COPY.theTalent;
  return (
    <section
      aria-label={ENGAGEMENT_DETAIL_COPY.status}
      className="flex flex-col gap-2 rounded-2xl bg-slate-50 p-4 text-sm"
    >
      {engagement.started_before_platform ? <p className="text-ink">{ENGAGEMENT_DETAIL_COPY.startedBefore}</p> : null}
      {engagement.in_trial && engagement.trial_ends_on ? (
        <p className="text-ink">{ENGAGEMENT_DETAIL_COPY.inTrial(endLine(engagement.trial_ends_on))}</p>
      ) : null}
      {!ended && !ending ? (
        <p className="text-ink">
          {ENGAGEMENT_DETAIL_COPY.notice(engagement.notice_days)}{" "}
          {engagement.in_trial ? null : ENGAGEMENT_DETAIL_COPY.noticeFromToday(endLine(noticeEnd))}
        </p>
      ) : null}
      {engagement.ended_on ? (
        <p className="font-medium text-ink">
          {ENGAGEMENT_DETAIL_COPY.endsOn(endLine(engagement.ended_on))}{" "}
          {whoEnded ? ENGAGEMENT_DETAIL_COPY.endedBy(whoEnded) : null}
        </p>
      ) : null}
      {engagement.end_reason ? (
        <p className="text-ink-muted">
          <span className="font-medium text-ink">{ENGAGEMENT_DETAIL_COPY.yourReason}:</span> {engagement.end_reason}
        </p>
      ) : null}
      {side === "client" && engagement.would_rehire !== null ? (
        <p className="text-ink-muted">{ENGAGEMENT_DETAIL_COPY.wouldRehire(engagement.would_rehire)}</p>
      ) : null}
      {engagement.next_weekly_hours_cap !== null && engagement.next_cap_from ? (
        <p className="text-ink">
          {ENGAGEMENT_DETAIL_COPY.nextCap(engagement.next_weekly_hours_cap, calendarDay(engagement.next_cap_from))}
        </p>
      ) : null}
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Link
          href={`${AREA_PATH[side]}/messages/${engagement.application_id}`}
          prefetch={false}
          className={buttonClass("secondary", "md")}
        >
          {ENGAGEMENT_DETAIL_COPY.conversation}
        </Link>
        {side === "client" && engagement.contract_type === "hourly" && !ended && !ending ? (
          <ChangeCapDialog engagement={engagement} onChanged={onChanged} />
        ) : null}
        {!ended && !ending ? <EndEngagementDialog engagement={engagement} side={side} onEnded={onChanged} /> : null}
      </div>
    </section>
  );
}
