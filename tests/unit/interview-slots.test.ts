import { describe, expect, it } from "vitest";

import {
  INTERVIEW_BUSINESS_DAYS,
  INTERVIEW_DURATIONS,
  interviewSlots,
  teamBusinessDays,
  type InterviewSlots,
  type InterviewSlotsInput,
} from "@/lib/remote/interview-slots";
import { localLabel, zoneCity } from "@/lib/remote/local-label";
import type { ZonedHours } from "@/lib/remote/overlap";

const hours = (timezone: string, start = "09:00", end = "17:00"): ZonedHours => ({ timezone, start, end });
const lagos = hours("Africa/Lagos");
const berlin = hours("Europe/Berlin");
const newYork = hours("America/New_York");

/** Friday 9 January 2026, midday in Europe: the team's next business days are 12–16 and 19–23 January. */
const JAN_9 = new Date("2026-01-09T12:00:00Z");

const slotsFor = (input: Partial<InterviewSlotsInput> & Pick<InterviewSlotsInput, "talent" | "team">): InterviewSlots =>
  interviewSlots({ duration: 60, busy: [], now: JAN_9, ...input });

const startsOf = (result: InterviewSlots) => result.slots.map((slot) => slot.start);
const startsOn = (result: InterviewSlots, date: string) => startsOf(result).filter((start) => start.startsWith(date));
const datesOf = (result: InterviewSlots) => [...new Set(startsOf(result).map((start) => start.slice(0, 10)))];

/** ISO instants every quarter hour from `first` to `last`, both included. */
function quarterHours(first: string, last: string): string[] {
  const out: string[] = [];
  for (let at = Date.parse(first); at <= Date.parse(last); at += 15 * 60_000) out.push(new Date(at).toISOString());
  return out;
}

const iso = (text: string) => new Date(text).toISOString();

describe("interviewSlots", () => {
  it("offers 30, 45 or 60 minutes over the team's next 10 business days", () => {
    expect(INTERVIEW_DURATIONS).toEqual([30, 45, 60]);
    expect(INTERVIEW_BUSINESS_DAYS).toBe(10);
  });

  it("gives Lagos and Berlin their whole shared winter day, quarter-hourly, with both local labels", () => {
    const result = slotsFor({ talent: lagos, team: berlin });
    expect(result.nearest).toBeNull();
    expect(result.slots[0]).toEqual({
      start: iso("2026-01-12T08:00Z"),
      end: iso("2026-01-12T09:00Z"),
      talent_local: "Mon 09:00 in Lagos",
      team_local: "Mon 09:00 in Berlin",
    });
    expect(startsOn(result, "2026-01-12")).toEqual(quarterHours("2026-01-12T08:00Z", "2026-01-12T15:00Z"));
    expect(datesOf(result)).toEqual([
      "2026-01-12",
      "2026-01-13",
      "2026-01-14",
      "2026-01-15",
      "2026-01-16",
      "2026-01-19",
      "2026-01-20",
      "2026-01-21",
      "2026-01-22",
      "2026-01-23",
    ]);
    expect(result.slots).toHaveLength(10 * 29);
    expect(result.slots.at(-1)?.end).toBe(iso("2026-01-23T16:00Z"));
  });

  it("sees Berlin an hour ahead of Lagos in summer: Tue 10:00 in Lagos is 11:00 in Berlin", () => {
    const result = slotsFor({ talent: lagos, team: berlin, now: new Date("2026-07-03T12:00:00Z") });
    expect(startsOn(result, "2026-07-07")).toEqual(quarterHours("2026-07-07T08:00Z", "2026-07-07T14:00Z"));
    expect(result.slots.find((slot) => slot.start === iso("2026-07-07T09:00Z"))).toEqual({
      start: iso("2026-07-07T09:00Z"),
      end: iso("2026-07-07T10:00Z"),
      talent_local: "Tue 10:00 in Lagos",
      team_local: "Tue 11:00 in Berlin",
    });
  });

  it("shares 3 hours between New York and Berlin in March's 5-hour weeks (US moved 8 March, EU not until 29)", () => {
    const result = slotsFor({ talent: newYork, team: berlin, duration: 30, now: new Date("2026-03-06T18:00:00Z") });
    expect(datesOf(result)[0]).toBe("2026-03-09");
    expect(datesOf(result).at(-1)).toBe("2026-03-20");
    for (const date of datesOf(result)) {
      expect(startsOn(result, date)).toEqual(quarterHours(`${date}T13:00Z`, `${date}T15:30Z`));
    }
    expect(result.slots[0]).toMatchObject({ talent_local: "Mon 09:00 in New York", team_local: "Mon 14:00 in Berlin" });
    expect(result.slots).toHaveLength(10 * 11);
  });

  it("shares 2 hours between New York and Berlin in the 6-hour weeks of winter", () => {
    const result = slotsFor({ talent: newYork, team: berlin, duration: 30 });
    for (const date of datesOf(result)) {
      expect(startsOn(result, date)).toEqual(quarterHours(`${date}T14:00Z`, `${date}T15:30Z`));
    }
    expect(result.slots[0]).toMatchObject({ talent_local: "Mon 09:00 in New York", team_local: "Mon 15:00 in Berlin" });
    expect(result.slots).toHaveLength(10 * 7);
  });

  it("moves the UTC instants when Europe changes its clocks inside the 10 days (29 March)", () => {
    const result = slotsFor({ talent: newYork, team: berlin, duration: 30, now: new Date("2026-03-20T12:00:00Z") });
    expect(startsOn(result, "2026-03-27")).toEqual(quarterHours("2026-03-27T13:00Z", "2026-03-27T15:30Z"));
    expect(startsOn(result, "2026-03-30")).toEqual(quarterHours("2026-03-30T13:00Z", "2026-03-30T14:30Z"));
    expect(result.slots.find((slot) => slot.start === iso("2026-03-30T14:30Z"))).toMatchObject({
      end: iso("2026-03-30T15:00Z"),
      talent_local: "Mon 10:30 in New York",
      team_local: "Mon 16:30 in Berlin",
    });
    expect(datesOf(result).at(-1)).toBe("2026-04-03");
  });

  it("moves the UTC instants when the US changes its clocks inside the 10 days (1 November)", () => {
    const result = slotsFor({ talent: newYork, team: berlin, duration: 30, now: new Date("2026-10-23T12:00:00Z") });
    expect(startsOn(result, "2026-10-30")).toEqual(quarterHours("2026-10-30T13:00Z", "2026-10-30T15:30Z"));
    expect(result.slots.find((slot) => slot.start === iso("2026-10-30T13:00Z"))?.team_local).toBe(
      "Fri 14:00 in Berlin",
    );
    expect(startsOn(result, "2026-11-02")).toEqual(quarterHours("2026-11-02T14:00Z", "2026-11-02T15:30Z"));
    expect(result.slots.find((slot) => slot.start === iso("2026-11-02T14:00Z"))).toMatchObject({
      talent_local: "Mon 09:00 in New York",
      team_local: "Mon 15:00 in Berlin",
    });
  });

  it("finds no overlap between Tokyo and São Paulo and offers the nearest edge hours", () => {
    const result = slotsFor({ talent: hours("Asia/Tokyo"), team: hours("America/Sao_Paulo") });
    expect(result).toEqual({
      slots: [],
      nearest: {
        ends_first: "talent",
        end: iso("2026-01-12T08:00Z"),
        start: iso("2026-01-12T12:00Z"),
        gap_minutes: 240,
        talent_local: "Mon 17:00 in Tokyo",
        team_local: "Mon 09:00 in Sao Paulo",
      },
    });
  });

  it("names the team's end and the talent's next start when that gap is the smaller one", () => {
    const result = slotsFor({ talent: hours("Asia/Tokyo"), team: hours("America/Sao_Paulo", "10:00", "18:00") });
    expect(result.nearest).toEqual({
      ends_first: "team",
      end: iso("2026-01-12T21:00Z"),
      start: iso("2026-01-13T00:00Z"),
      gap_minutes: 180,
      talent_local: "Tue 09:00 in Tokyo",
      team_local: "Mon 18:00 in Sao Paulo",
    });
  });

  it("counts hours across midnight as the day they start on, so a Sunday-night shift is weekend", () => {
    // 22:00–06:00 in New York (EST) is 03:00–11:00 UTC the next day; Berlin works 08:00–16:00 UTC.
    const result = slotsFor({ talent: hours("America/New_York", "22:00", "06:00"), team: berlin });
    expect(datesOf(result)).toEqual([
      "2026-01-13",
      "2026-01-14",
      "2026-01-15",
      "2026-01-16",
      "2026-01-20",
      "2026-01-21",
      "2026-01-22",
      "2026-01-23",
    ]);
    expect(startsOn(result, "2026-01-16")).toEqual(quarterHours("2026-01-16T08:00Z", "2026-01-16T10:00Z"));
    expect(result.slots[0]).toMatchObject({ talent_local: "Tue 03:00 in New York", team_local: "Tue 09:00 in Berlin" });
  });

  it("lets a slot run across one side's midnight when both days around it are working days", () => {
    // Working round the clock in UTC; Berlin's 22:00–02:00 is 21:00–01:00 UTC in winter.
    const result = slotsFor({ talent: hours("UTC", "00:00", "00:00"), team: hours("Europe/Berlin", "22:00", "02:00") });
    expect(startsOn(result, "2026-01-12")).toEqual(quarterHours("2026-01-12T21:00Z", "2026-01-12T23:45Z"));
    expect(result.slots.find((slot) => slot.start === iso("2026-01-12T23:45Z"))?.end).toBe(iso("2026-01-13T00:45Z"));
    // Friday opens with Thursday night's end; Friday night runs into the talent's Saturday, so it stops at midnight.
    expect(startsOn(result, "2026-01-16")).toEqual([
      iso("2026-01-16T00:00Z"),
      ...quarterHours("2026-01-16T21:00Z", "2026-01-16T23:00Z"),
    ]);
    expect(startsOn(result, "2026-01-17")).toEqual([]);
  });

  it("starts on the quarter hour even in a zone 5:45 from UTC and fits the slot before the window ends", () => {
    // Kathmandu's 09:00–17:00 is 03:15–11:15 UTC; Berlin's is 08:00–16:00 UTC.
    const result = slotsFor({ talent: hours("Asia/Kathmandu"), team: berlin, duration: 45 });
    expect(startsOn(result, "2026-01-12")).toEqual(quarterHours("2026-01-12T08:00Z", "2026-01-12T10:30Z"));
    expect(result.slots[0]?.talent_local).toBe("Mon 13:45 in Kathmandu");
    expect(result.slots.find((slot) => slot.start === iso("2026-01-12T10:30Z"))?.end).toBe(iso("2026-01-12T11:15Z"));
  });

  it("rounds a working day that starts off the quarter hour up to the next one", () => {
    const team = hours("Europe/Berlin", "09:10", "17:00");
    expect(startsOn(slotsFor({ talent: lagos, team, duration: 30 }), "2026-01-12")).toEqual(
      quarterHours("2026-01-12T08:15Z", "2026-01-12T15:30Z"),
    );
    expect(startsOn(slotsFor({ talent: lagos, team, duration: 45 }), "2026-01-12").at(-1)).toBe(
      iso("2026-01-12T15:15Z"),
    );
    expect(startsOn(slotsFor({ talent: lagos, team, duration: 60 }), "2026-01-12").at(-1)).toBe(
      iso("2026-01-12T15:00Z"),
    );
  });

  it("offers no slot, and no nearest edges, when the shared 20 minutes are shorter than the interview", () => {
    // Lagos 16:40–20:00 is 15:40–19:00 UTC; Berlin's day ends 16:00 UTC.
    expect(slotsFor({ talent: hours("Africa/Lagos", "16:40", "20:00"), team: berlin, duration: 30 })).toEqual({
      slots: [],
      nearest: null,
    });
  });

  it("leaves out every slot that touches a busy interval, also one only partly inside the working day", () => {
    const busy = [
      { start: new Date("2026-01-13T10:00:00Z"), end: new Date("2026-01-13T11:00:00Z") },
      { start: new Date("2026-01-14T15:50:00Z"), end: new Date("2026-01-14T16:30:00Z") },
    ];
    const result = slotsFor({ talent: lagos, team: berlin, busy });
    expect(startsOn(result, "2026-01-13")).toEqual([
      ...quarterHours("2026-01-13T08:00Z", "2026-01-13T09:00Z"),
      ...quarterHours("2026-01-13T11:00Z", "2026-01-13T15:00Z"),
    ]);
    expect(startsOn(result, "2026-01-14")).toEqual(quarterHours("2026-01-14T08:00Z", "2026-01-14T14:45Z"));
    expect(startsOn(result, "2026-01-15")).toEqual(quarterHours("2026-01-15T08:00Z", "2026-01-15T15:00Z"));
  });

  it("skips each person's own weekend: LA's Friday is Auckland's Saturday, its Sunday Auckland's Monday", () => {
    const auckland = hours("Pacific/Auckland");
    const losAngeles = hours("America/Los_Angeles");
    const now = new Date("2026-01-09T20:00:00Z");
    // Los Angeles' Monday 12:00–17:00 (PST) is Auckland's Tuesday 09:00–14:00 (NZDT): 20:00–01:00 UTC.
    const expected = ["12", "13", "14", "15", "19", "20", "21", "22"].flatMap((day) =>
      quarterHours(`2026-01-${day}T20:00Z`, `2026-01-${Number(day) + 1}T00:00Z`),
    );
    const teamInLosAngeles = slotsFor({ talent: auckland, team: losAngeles, now });
    expect(startsOf(teamInLosAngeles)).toEqual(expected);
    expect(teamInLosAngeles.slots[0]).toMatchObject({
      talent_local: "Tue 09:00 in Auckland",
      team_local: "Mon 12:00 in Los Angeles",
    });
    // With the team in Auckland, its business days are Auckland's: Monday there is Sunday in Los Angeles.
    expect(startsOf(slotsFor({ talent: losAngeles, team: auckland, now }))).toEqual(expected);
  });

  it("offers nothing before now: the window opens at the team's next midnight", () => {
    const result = slotsFor({ talent: lagos, team: berlin, now: new Date("2026-01-13T10:07:00Z") });
    expect(result.slots[0]?.start).toBe(iso("2026-01-14T08:00Z"));
    expect(result.slots.at(-1)?.start).toBe(iso("2026-01-27T15:00Z"));
    // 23:30 UTC on Sunday is already Monday 00:30 in Berlin, so the team's next business day is Tuesday.
    const lateSunday = slotsFor({ talent: lagos, team: berlin, now: new Date("2026-01-18T23:30:00Z") });
    expect(lateSunday.slots[0]?.start).toBe(iso("2026-01-20T08:00Z"));
  });
});

describe("teamBusinessDays", () => {
  it("counts the 10 Monday-to-Fridays after the team's own today", () => {
    const days = teamBusinessDays(hours("America/Los_Angeles"), new Date("2026-01-09T05:00:00Z"));
    // Friday 05:00 UTC is still Thursday 21:00 in Los Angeles, so Friday counts.
    expect(days.map((day) => new Date(day).toISOString().slice(0, 10))).toEqual([
      "2026-01-09",
      "2026-01-12",
      "2026-01-13",
      "2026-01-14",
      "2026-01-15",
      "2026-01-16",
      "2026-01-19",
      "2026-01-20",
      "2026-01-21",
      "2026-01-22",
    ]);
  });
});

describe("localLabel", () => {
  it("writes the weekday, 24-hour time and city of an IANA zone", () => {
    const at = new Date("2026-01-13T23:05:00Z");
    expect(localLabel(at, "America/Sao_Paulo")).toBe("Tue 20:05 in Sao Paulo");
    expect(localLabel(at, "Europe/Berlin")).toBe("Wed 00:05 in Berlin");
    expect(localLabel(at, "UTC")).toBe("Tue 23:05 in UTC");
    expect(zoneCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
  });
});
