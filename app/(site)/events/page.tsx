import { connection } from "next/server";

import { Container } from "@/components/ui/container";
import { eventsCopy } from "@/lib/content/events";
import { createMetadata } from "@/lib/seo/metadata";
import { listEvents, splitEvents } from "@/lib/server/site-content/events";

import { ContentHero } from "../_components/content-hero";
import { EventCard } from "./_components/event-card";

export const metadata = createMetadata({
  title: eventsCopy.title,
  description: eventsCopy.description,
  path: "/events",
});

function EventList({
  id,
  title,
  events,
  upcoming,
  empty,
}: {
  id: string;
  title: string;
  events: Awaited<ReturnType<typeof listEvents>>;
  upcoming: boolean;
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-3xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="mt-4 text-ink-muted">{empty}</p>
      ) : (
        <ul className="mt-6 space-y-6">
          {events.map((event) => (
            <li key={event.slug}>
              <EventCard event={event} upcoming={upcoming} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default async function EventsPage() {
  // Upcoming and past are decided at each request, not once at build time.
  await connection();
  const { upcoming, past } = splitEvents(await listEvents(), new Date());
  return (
    <>
      <ContentHero
        id="events-title"
        eyebrow={eventsCopy.eyebrow}
        title={eventsCopy.heading}
        lead={eventsCopy.description}
      />
      <Container className="space-y-16 pb-20">
        <EventList
          id="upcoming-title"
          title={eventsCopy.upcoming}
          events={upcoming}
          upcoming
          empty={eventsCopy.noUpcoming}
        />
        <EventList id="past-title" title={eventsCopy.past} events={past} upcoming={false} empty={eventsCopy.noPast} />
      </Container>
    </>
  );
}
