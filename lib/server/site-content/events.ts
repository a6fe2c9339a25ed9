import "server-only";

import { eventFrontMatterSchema, type EventFrontMatter } from "@/lib/validation/site-content";

import { cachedCollection, CARD_HEADING_SHIFT, loadCollection, type Entry } from "./collection";

export type SiteEvent = Entry<EventFrontMatter> & { end: string };

const byStart = (a: { start: string }, b: { start: string }) => Date.parse(a.start) - Date.parse(b.start);

const endOf = (event: EventFrontMatter) =>
  new Date(Date.parse(event.start) + event.duration_minutes * 60_000).toISOString();

/** Every event, earliest first. */
export const listEvents = cachedCollection(async (): Promise<SiteEvent[]> => {
  const events = await loadCollection("events", eventFrontMatterSchema, CARD_HEADING_SHIFT);
  return events.map((event) => ({ ...event, end: endOf(event) })).sort(byStart);
});

/**
 * Upcoming (soonest first) and past (latest first) as of `now`. An event under way still counts as upcoming
 * until it ends, so its link stays on top while people can still join.
 */
export function splitEvents<T extends { start: string; end: string }>(events: readonly T[], now: Date) {
  const upcoming = events.filter((event) => Date.parse(event.end) > now.getTime());
  const past = events.filter((event) => Date.parse(event.end) <= now.getTime());
  return {
    upcoming: [...upcoming].sort(byStart),
    past: [...past].sort((a, b) => byStart(b, a)),
  };
}
