import { ENGAGEMENT_ACTIONS_COPY as copy } from "@/lib/content/engagement-actions";
import type { EngagementActionView } from "@/lib/validation/engagement-actions";

/** Who, what and the terms the action changes, as a definition list. */
export function EngagementTerms({ view }: { view: EngagementActionView }) {
  const rows: [string, string][] = [
    [copy.terms.talent, view.talent_name],
    [copy.terms.job, view.job_title],
    [copy.terms.company, view.company_name],
  ];
  if (view.contract_type === "hourly") rows.push([copy.terms.cap, copy.hours(view.weekly_hours_cap)]);
  if (view.next_cap_from !== null)
    rows.push([`${copy.terms.nextCap} ${copy.day(view.next_cap_from)}`, copy.hours(view.next_weekly_hours_cap)]);
  rows.push([copy.terms.notice, copy.days(view.notice_days)]);
  if (view.trial_ends_on !== null) rows.push([copy.terms.trial, copy.day(view.trial_ends_on)]);
  if (view.ended_on !== null) rows.push([copy.terms.endsOn, copy.day(view.ended_on)]);
  return (
    <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
