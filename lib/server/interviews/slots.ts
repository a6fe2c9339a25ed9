import "server-only";

import { and, eq, gt, ne, or, sql } from "drizzle-orm";

import {
  interviewSlots,
  type BusyInterval,
  type InterviewDuration,
  type InterviewSlots,
} from "@/lib/remote/interview-slots";
import { isZonedHours, type ZonedHours } from "@/lib/remote/overlap";
import type { FieldErrors } from "@/lib/validation/accounts";
import { slotsQuerySchema, type InterviewSlotsAnswer } from "@/lib/validation/interviews";

import { interviews } from "../db/schema";
import type { Db } from "../db/types";
import { validationFailed } from "../http/errors";
import type { InterviewParties } from "./access";

const MINUTE_MS = 60_000;
const LONGEST_MS = 60 * MINUTE_MS;

/** Both people's zone and hours, or a 422 that says who must add theirs. */
export function bothHours(parties: InterviewParties): { talent: ZonedHours; team: ZonedHours } {
  const errors: FieldErrors = {};
  const { talent, team } = parties;
  if (!isZonedHours(talent))
    errors.talent = ["The talent must add a time zone and working hours to their profile before slots can be found."];
  if (!isZonedHours(team))
    errors.company = ["Add your team's time zone and working hours to the company profile before asking for slots."];
  if (!isZonedHours(talent) || !isZonedHours(team)) throw validationFailed(errors, Object.values(errors).flat()[0]);
  return { talent, team };
}

/**
 * Both sides' booked interviews that have not ended: the talent's with any company and the company's with any
 * talent. `except` leaves out the interview being rescheduled, whose own booking is about to be given up.
 */
export async function busyIntervals(db: Db, parties: InterviewParties, now: Date, except?: number) {
  const rows = await db
    .select({ start: interviews.startsAt, minutes: interviews.durationMinutes })
    .from(interviews)
    .where(
      and(
        eq(interviews.status, "booked"),
        or(eq(interviews.talentId, parties.talentId), eq(interviews.companyId, parties.companyId)),
        gt(interviews.startsAt, new Date(now.getTime() - LONGEST_MS)),
        except === undefined ? undefined : ne(interviews.id, except),
        sql`${interviews.startsAt} is not null`,
      ),
    );
  return rows.map((row): BusyInterval => ({
    start: row.start!,
    end: new Date(row.start!.getTime() + row.minutes * MINUTE_MS),
  }));
}

export async function slotsFor(
  db: Db,
  parties: InterviewParties,
  duration: InterviewDuration,
  now: Date,
  except?: number,
): Promise<InterviewSlots> {
  const hours = bothHours(parties);
  return interviewSlots({ ...hours, duration, now, busy: await busyIntervals(db, parties, now, except) });
}

/** The asked starts as instants, or a 422 naming each one the slot function does not offer now. */
export function offeredStarts(asked: readonly string[], offer: InterviewSlots): Date[] {
  const open = new Set(offer.slots.map((slot) => Date.parse(slot.start)));
  const starts = asked.map((start) => new Date(start));
  const bad = asked.filter((start, i) => !open.has(starts[i]!.getTime()));
  if (bad.length > 0)
    throw validationFailed({ slots: [`Not an open slot inside both working days: ${bad.join(", ")}.`] });
  if (new Set(starts.map((start) => start.getTime())).size !== starts.length)
    throw validationFailed({ slots: ["Offer each slot once."] });
  return starts.sort((a, b) => a.getTime() - b.getTime());
}

/** GET …/interview-slots: the open slots for `?duration=`, or where the two working days come closest. */
export async function interviewSlotsAnswer(db: Db, parties: InterviewParties, searchParams: URLSearchParams) {
  const { duration } = slotsQuerySchema.parse(Object.fromEntries(searchParams));
  const { slots, nearest } = await slotsFor(db, parties, duration, new Date());
  const answer: InterviewSlotsAnswer = { data: slots, nearest };
  return answer;
}
