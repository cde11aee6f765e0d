import { Link } from '@tanstack/react-router';
import { CalendarPlusIcon, ClockIcon, ListIcon, MapIcon, MapPinIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Badge, Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate, formatTime } from '@/lib/format';
import { api } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import type { EventsView } from '@shared/page-search';
import { EVENTS_PAGE_SIZE } from './events-search';
import { DirectionsLink, EventsMap } from './events-map';
import { buildEventIcs, icsFileName } from './ics';
import type { ListedEvent } from './types';
import { LoadError } from '@/components/ui/load-error';

const TYPE_LABELS: Record<ListedEvent['type'], { label: string; className: string }> = {
  regular: { label: 'Pop-Up', className: 'bg-candy-pink/20 text-candy-pink-dark' },
  school: { label: 'School Event', className: 'bg-candy-blue/20 text-candy-blue-dark' },
  festival: { label: 'Festival', className: 'bg-candy-purple/20 text-candy-purple-dark' },
};

export function useEventsQuery() {
  return api.content.events.useInfiniteQuery({ limit: EVENTS_PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor });
}

export function EventsPage({ view }: { view: EventsView }) {
  const query = useEventsQuery();
  const events = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold md:text-5xl">Pop-Up Events</h1>
        <p className="mx-auto mt-3 max-w-2xl text-ink/70">
          Catch the pink cart around Atlanta: farmers markets, festivals, school nights and more. Add a date to your calendar and we will see you there.
        </p>
      </header>

      <div className="mt-8 flex justify-center">
        <div className="inline-flex rounded-full bg-candy-purple/15 p-1" role="group" aria-label="Events view">
          <ViewButton view="list" current={view} icon={<ListIcon aria-hidden="true" />} label="List View" />
          <ViewButton view="map" current={view} icon={<MapIcon aria-hidden="true" />} label="Map View" />
        </div>
      </div>

      <div className="mt-10">
        {query.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading events" />
          </div>
        ) : query.isError ? (
          <LoadError what="the events" onRetry={() => query.refetch()} />
        ) : events.length === 0 ? (
          <div className="rounded-3xl bg-white py-16 text-center shadow-sm">
            <p className="text-5xl" aria-hidden="true">
              🗓️
            </p>
            <h2 className="mt-3 text-2xl font-bold">No upcoming pop-ups right now</h2>
            <p className="mt-2 text-ink/70">New dates are on the way. Follow us or book the cart for your own event.</p>
            <Button asChild className="mt-6">
              <Link to="/private-events">Book a Private Event</Link>
            </Button>
          </div>
        ) : view === 'map' ? (
          <EventsMap events={events} />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Upcoming pop-ups">
            {events.map((event) => (
              <li key={event.id} className="flex">
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {query.hasNextPage ? (
        <div className="mt-10 flex justify-center">
          <Button variant="outline" size="lg" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading...' : 'Load More Events'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function ViewButton({ view, current, icon, label }: { view: EventsView; current: EventsView; icon: React.ReactNode; label: string }) {
  const active = view === current;
  return (
    <Link
      to="/events"
      search={{ view }}
      replace
      aria-pressed={active}
      role="button"
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-5 py-2 text-sm font-bold transition-colors [&_svg]:size-4',
        active ? 'bg-white text-candy-purple-dark shadow' : 'text-ink/75 hover:text-ink',
      )}
    >
      {icon}
      {label}
    </Link>
  );
}

function EventCard({ event }: { event: ListedEvent }) {
  const type = TYPE_LABELS[event.type];
  return (
    <Card className="flex w-full flex-col" data-testid="event-card">
      <div className="flex items-start justify-between gap-3">
        <Badge className={type.className}>{type.label}</Badge>
        <time dateTime={event.eventDate} className="text-right text-sm font-bold text-candy-purple-dark">
          {formatLongDate(event.eventDate)}
        </time>
      </div>
      <h2 className="mt-3 text-2xl font-extrabold">{event.title}</h2>
      <p className="mt-2 inline-flex items-center gap-2 text-sm font-semibold text-ink/80">
        <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
        {formatTime(event.startTime)} – {formatTime(event.endTime)}
      </p>
      <p className="mt-1 inline-flex items-start gap-2 text-sm text-ink/80">
        <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-semibold">{event.location}</span>
          {event.address ? <span className="block text-ink/70">{event.address}</span> : null}
        </span>
      </p>
      <p className="mt-3 text-ink/75">{event.description}</p>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
        <Button variant="secondary" size="sm" onClick={() => downloadIcs(event)}>
          <CalendarPlusIcon aria-hidden="true" /> Add to Calendar<span className="sr-only">: {event.title}</span>
        </Button>
        <DirectionsLink event={event} />
      </div>
    </Card>
  );
}

/** Add to Calendar: an .ics file made here and handed to the browser as a download. */
function downloadIcs(event: ListedEvent) {
  const ics = buildEventIcs(event, { now: new Date(), url: `${window.location.origin}/events` });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(event.title);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
