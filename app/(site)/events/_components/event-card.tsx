import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button-styles";
import { eventAudienceLabels, eventsCopy } from "@/lib/content/events";
import { formatEventWhen } from "@/lib/format/date-time";
import type { SiteEvent } from "@/lib/server/site-content/events";

import { MarkdownBody } from "../../_components/markdown-body";
import { EventTime } from "./event-time";

/** One event: when (in the viewer's zone, and in the zone it is planned in), where, who hosts it, what it is. */
export function EventCard({ event, upcoming }: { event: SiteEvent; upcoming: boolean }) {
  const titleId = `event-${event.slug}`;
  return (
    <article aria-labelledby={titleId} className="card p-6 sm:p-8">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={event.audience === "clients" ? "sky" : "emerald"}>{eventAudienceLabels[event.audience]}</Badge>
        <Badge tone="slate">{event.format === "online" ? eventsCopy.online : eventsCopy.inPerson}</Badge>
      </div>
      <h3 id={titleId} className="mt-4 text-xl font-bold tracking-tight text-ink">
        {event.title}
      </h3>
      <dl className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold text-ink">When</dt>
        <dd>
          <EventTime start={event.start} end={event.end} utc={formatEventWhen(event.start, event.end, "UTC")} />
          {event.time_zone !== "UTC" ? (
            <span className="block text-ink-muted">
              {eventsCopy.plannedIn} {event.time_zone.replaceAll("_", " ")}:{" "}
              {formatEventWhen(event.start, event.end, event.time_zone)}
            </span>
          ) : null}
        </dd>
        <dt className="font-semibold text-ink">Where</dt>
        <dd>{event.location}</dd>
        <dt className="font-semibold text-ink">{eventsCopy.hostedBy}</dt>
        <dd>{event.host}</dd>
      </dl>
      <p className="mt-4 leading-7 text-ink-muted">{event.summary}</p>
      {upcoming ? <MarkdownBody html={event.html} className="mt-4 text-sm" /> : null}
      {upcoming && event.link ? (
        <p className="mt-6">
          <a
            href={event.link}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("primary", "md")}
            aria-label={`${eventsCopy.join}: ${event.title}`}
          >
            {eventsCopy.join}
          </a>
        </p>
      ) : null}
    </article>
  );
}
