import { CONTRACT_TYPE_LABELS, RATE_UNIT, TERMS_COPY } from "@/lib/content/offers";
import { trialEndsOn as trialLastDay } from "@/lib/engagements/end-rules";
import { calendarDay, dayEndLine, dayStartLine, overlapLine } from "@/lib/engagements/zoned-lines";
import { formatMoney } from "@/lib/offers/money";
import type { Offer } from "@/lib/validation/offers";

/** The terms an offer carries and its engagement keeps, with the parties' zones. */
export type Terms = Pick<
  Offer,
  | "contract_type"
  | "currency"
  | "rate_minor"
  | "weekly_hours_cap"
  | "milestones"
  | "start_date"
  | "trial_days"
  | "notice_days"
  | "overlap"
  | "company"
  | "talent"
>;

/** "$45.00 per hour" */
export const rateLine = (terms: Pick<Terms, "contract_type" | "currency" | "rate_minor">): string =>
  `${formatMoney(terms.rate_minor, terms.currency)} ${RATE_UNIT[terms.contract_type]}`;

type Props = { terms: Terms; viewer: "talent" | "client"; trialEndsOn?: string | null };

/**
 * The terms in full. Days are the company's calendar days; the start, the trial's last day and the overlap
 * are shown on the viewer's clock first and the other side's beside it.
 */
export function OfferTerms({ terms, viewer, trialEndsOn }: Props) {
  const companyZone = terms.company.timezone;
  const own = viewer === "talent" ? terms.talent.timezone : companyZone;
  const other = viewer === "talent" ? companyZone : terms.talent.timezone;
  const lastTrialDay =
    trialEndsOn === undefined
      ? trialLastDay({ startDate: terms.start_date, trialDays: terms.trial_days })
      : trialEndsOn;
  const rows: [string, React.ReactNode][] = [
    [TERMS_COPY.contract, CONTRACT_TYPE_LABELS[terms.contract_type]],
    [TERMS_COPY.rate, rateLine(terms)],
  ];
  if (terms.weekly_hours_cap !== null) rows.push([TERMS_COPY.cap, TERMS_COPY.capValue(terms.weekly_hours_cap)]);
  if (terms.milestones.length > 0)
    rows.push([
      TERMS_COPY.milestones,
      <ol key="milestones" className="list-decimal pl-5">
        {terms.milestones.map((milestone) => (
          <li key={milestone.name}>
            {milestone.name}: {formatMoney(milestone.amount_minor, terms.currency)}
          </li>
        ))}
      </ol>,
    ]);
  rows.push([
    TERMS_COPY.start,
    <>
      {calendarDay(terms.start_date)}
      <span className="block text-xs text-ink-muted">{dayStartLine(terms.start_date, companyZone, own, other)}</span>
    </>,
  ]);
  rows.push([TERMS_COPY.trial, TERMS_COPY.trialValue(terms.trial_days)]);
  if (lastTrialDay)
    rows.push([
      TERMS_COPY.trialLastDay,
      <>
        {calendarDay(lastTrialDay)}
        <span className="block text-xs text-ink-muted">{dayEndLine(lastTrialDay, companyZone, own, other)}</span>
      </>,
    ]);
  rows.push([TERMS_COPY.notice, TERMS_COPY.noticeValue(terms.notice_days)]);
  rows.push([
    TERMS_COPY.overlap,
    terms.overlap
      ? TERMS_COPY.overlapValue(overlapLine(terms.overlap, terms.start_date, own, other), terms.overlap.min_hours)
      : TERMS_COPY.noOverlap,
  ]);
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-ink">{label}</dt>
          <dd className="min-w-0 break-words text-ink-muted sm:text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
