import { localLabel } from "@/lib/remote/local-label";
import { DAY_MS, offsetMinutes, workingDay, type ZonedHours } from "@/lib/remote/overlap";

/** The interview lengths a recruiter can ask slots for, in minutes. */
export const INTERVIEW_DURATIONS = [30, 45, 60] as const;
export type InterviewDuration = (typeof INTERVIEW_DURATIONS)[number];

/** How many of the team's business days ahead slots are offered for. */
export const INTERVIEW_BUSINESS_DAYS = 10;

/** A booked interview of either side: [start, end) in UTC. */
export type BusyInterval = { start: Date; end: Date };

/** One possible interview: ISO UTC instants and the start on each person's own clock. */
export type InterviewSlot = { start: string; end: string; talent_local: string; team_local: string };

/**
 * Where two working days that never meet come closest: the end of the day of the side that stops first
 * (`ends_first`), then the other side's start `gap_minutes` later. Each label is that side's own edge.
 */
export type NearestEdges = {
  ends_first: "talent" | "team";
  end: string;
  start: string;
  gap_minutes: number;
  talent_local: string;
  team_local: string;
};

/**
 * `nearest` is set only when the working days share no minute in the window. Empty `slots` without it means every
 * shared stretch is booked or shorter than the duration.
 */
export type InterviewSlots = { slots: InterviewSlot[]; nearest: null } | { slots: []; nearest: NearestEdges };

export type InterviewSlotsInput = {
  talent: ZonedHours;
  team: ZonedHours;
  duration: InterviewDuration;
  busy: readonly BusyInterval[];
  now: Date;
};

type Span = [start: number, end: number];
type DayPair = { talent: Span; team: Span };

const QUARTER_MS = 15 * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const isWeekend = (dayMs: number) => [0, 6].includes(new Date(dayMs).getUTCDay());

/**
 * The team's next business days: the first {@link INTERVIEW_BUSINESS_DAYS} Monday-to-Fridays of the team's
 * calendar after the team's own today (the calendar day `now` falls on in the team's zone), as midnights-as-if-UTC.
 */
export function teamBusinessDays(team: ZonedHours, now: Date): number[] {
  const nowMs = now.getTime();
  const today = Math.floor((nowMs + offsetMinutes(team.timezone, nowMs) * 60_000) / DAY_MS) * DAY_MS;
  const days: number[] = [];
  for (let day = today + DAY_MS; days.length < INTERVIEW_BUSINESS_DAYS; day += DAY_MS) {
    if (!isWeekend(day)) days.push(day);
  }
  return days;
}

/**
 * Every pairing of a team working day on a business day with a talent working day that could touch it. A talent's
 * day starts at most 24 h (start times) + 26 h (zone offsets) from the team's and lasts at most 25 h, so their
 * calendar days from three before to three after the team's cover every one.
 */
function dayPairs(talent: ZonedHours, team: ZonedHours, now: Date): DayPair[] {
  const pairs: DayPair[] = [];
  for (const day of teamBusinessDays(team, now)) {
    const teamDay = workingDay(team, day);
    for (let shift = -3; shift <= 3; shift++) {
      const talentDay = day + shift * DAY_MS;
      if (!isWeekend(talentDay)) pairs.push({ team: teamDay, talent: workingDay(talent, talentDay) });
    }
  }
  return pairs;
}

/** Shared time, with touching spans joined so that a slot may run across one side's midnight. */
function sharedSpans(pairs: DayPair[]): Span[] {
  const spans = pairs
    .map(({ talent, team }): Span => [Math.max(talent[0], team[0]), Math.min(talent[1], team[1])])
    .filter(([start, end]) => start < end)
    .sort((a, b) => a[0] - b[0]);
  const joined: Span[] = [];
  for (const [start, end] of spans) {
    const last = joined.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else joined.push([start, end]);
  }
  return joined;
}

/** The pair whose edges are closest (ties go to the earliest), for days that never overlap. */
function nearestEdges(pairs: DayPair[], talent: ZonedHours, team: ZonedHours): NearestEdges {
  let best: { talentFirst: boolean; end: number; start: number } | undefined;
  for (const pair of pairs) {
    const talentFirst = pair.talent[1] <= pair.team[0];
    const [end, start] = talentFirst ? [pair.talent[1], pair.team[0]] : [pair.team[1], pair.talent[0]];
    if (!best || start - end < best.start - best.end) best = { talentFirst, end, start };
  }
  // dayPairs always yields pairs: seven consecutive talent days include five weekdays.
  const { talentFirst, end, start } = best!;
  return {
    ends_first: talentFirst ? "talent" : "team",
    end: iso(end),
    start: iso(start),
    gap_minutes: Math.round((start - end) / 60_000),
    talent_local: localLabel(new Date(talentFirst ? end : start), talent.timezone),
    team_local: localLabel(new Date(talentFirst ? start : end), team.timezone),
  };
}

/**
 * Interview slots inside both people's working hours over the team's next business days ({@link teamBusinessDays}).
 *
 * Starts fall on the quarter hour (UTC quarter hours are quarter hours on every zone's clock) and each slot fits
 * wholly inside both working days and overlaps no busy interval. Each working day belongs to the calendar day it
 * starts on, and each person's Saturday and Sunday of their own calendar are skipped (the product stores no weekend,
 * so Monday to Friday is assumed for both). Each day's hours use the offset of that day, so daylight-saving changes in
 * either zone move the UTC instants. Every start is after `now`: the window begins at the team's next midnight.
 */
export function interviewSlots({ talent, team, duration, busy, now }: InterviewSlotsInput): InterviewSlots {
  const pairs = dayPairs(talent, team, now);
  const spans = sharedSpans(pairs);
  if (spans.length === 0) return { slots: [], nearest: nearestEdges(pairs, talent, team) };

  const length = duration * 60_000;
  const slots: InterviewSlot[] = [];
  for (const [from, to] of spans) {
    for (let start = Math.ceil(from / QUARTER_MS) * QUARTER_MS; start + length <= to; start += QUARTER_MS) {
      const end = start + length;
      if (busy.some((interval) => start < interval.end.getTime() && interval.start.getTime() < end)) continue;
      slots.push({
        start: iso(start),
        end: iso(end),
        talent_local: localLabel(new Date(start), talent.timezone),
        team_local: localLabel(new Date(start), team.timezone),
      });
    }
  }
  return { slots, nearest: null };
}
