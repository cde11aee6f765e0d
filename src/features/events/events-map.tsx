import { NavigationIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { CITY_LIMITS, HIGHWAYS, PLACES, RIVER } from './atlanta-geography';
import { placeLabels } from './map-labels';
import { directionsUrl, isInside, MAP_HEIGHT, MAP_WIDTH, pathThrough, project, spreadPins } from './map-projection';
import type { ListedEvent } from './types';

/**
 * Every listed pop-up as a numbered pin on a map of Atlanta that we draw ourselves (no tile server: no third-party
 * requests, nothing for the CSP to allow). Pins are buttons over the SVG so they are reachable by keyboard.
 */
// A pin is 36 px wide (28 px below the sm breakpoint), whatever the map's drawn size; two pins' tips stay this many
// pin widths apart, so neighbours never cover each other's clickable face.
const PIN_SPACING_IN_PINS = 1.6;

/**
 * How many map units one pin covers at the map's drawn width: on a phone the map is shrunk to less than half its
 * units, so pins (fixed in pixels) cover more of it than on a desktop.
 */
function usePinSizeInMapUnits(ref: React.RefObject<HTMLDivElement | null>): number {
  const [size, setSize] = useState(36);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth || MAP_WIDTH;
      const pinPx = window.matchMedia('(min-width: 640px)').matches ? 36 : 28;
      setSize((pinPx * MAP_WIDTH) / width);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function EventsMap({ events }: { events: ListedEvent[] }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const pinned = events.filter((event) => event.lat !== null && event.lng !== null);
  const unplaced = events.filter((event) => event.lat === null || event.lng === null);
  const selected = pinned.find((event) => event.id === selectedId) ?? null;
  const numberOf = (id: string) => events.findIndex((event) => event.id === id) + 1;
  const mapRef = useRef<HTMLDivElement>(null);
  const pinSize = usePinSizeInMapUnits(mapRef);
  const spots = pinned.map((event) => project({ lat: event.lat!, lng: event.lng! }));
  const pins = spreadPins(spots, pinSize * PIN_SPACING_IN_PINS);
  const places = PLACES.map((place) => ({ ...project(place.at), text: place.name, fontSize: place.major ? 17 : 14, major: place.major }));
  const labelSpots = placeLabels(places, pins, pinSize);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div ref={mapRef} className="relative overflow-hidden rounded-3xl border-4 border-white bg-[#eef7ff] shadow-md" data-testid="events-map">
        <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className="block h-auto w-full" role="img" aria-labelledby="map-title">
          <title id="map-title">Map of metro Atlanta with our upcoming pop-ups</title>
          <defs>
            <pattern id="map-grid" width="40" height="40" patternUnits="userSpaceOnUse">
              <path d="M40 0H0V40" fill="none" stroke="#dbeafe" strokeWidth="1" />
            </pattern>
          </defs>
          <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="url(#map-grid)" />
          <path d={pathThrough(CITY_LIMITS, true)} fill="#ffe4f2" stroke="#ff6fb5" strokeWidth="2" strokeDasharray="6 5" strokeLinejoin="round" />
          <path d={pathThrough(RIVER)} fill="none" stroke="#7cc8f5" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
          {HIGHWAYS.map((highway) => (
            <g key={highway.name}>
              <path d={pathThrough(highway.path, highway.closed)} fill="none" stroke="#fff" strokeWidth="9" strokeLinejoin="round" strokeLinecap="round" />
              <path d={pathThrough(highway.path, highway.closed)} fill="none" stroke="#f2b84b" strokeWidth="5" strokeLinejoin="round" strokeLinecap="round" />
              <Shield name={highway.name} {...project(highway.shield)} />
            </g>
          ))}
          {places.map((place, i) => {
            const spot = labelSpots[i];
            if (!spot) return null;
            return (
              <text
                key={place.text}
                x={spot.x}
                y={spot.y}
                textAnchor="middle"
                className="font-sans"
                data-testid="map-place"
                fontSize={place.fontSize}
                fontWeight={place.major ? 800 : 700}
                fill="#5b4a6b"
                stroke="#eef7ff"
                strokeWidth="4"
                paintOrder="stroke"
              >
                {place.text}
              </text>
            );
          })}
          <text x={MAP_WIDTH - 16} y={MAP_HEIGHT - 16} textAnchor="end" fontSize="13" fill="#5b4a6b">
            Chattahoochee River · Interstates simplified
          </text>
          {/* A pin moved off a crowded spot keeps a line to the place it stands for. */}
          {pins.map((pin, i) => {
            const spot = spots[i]!;
            if (Math.hypot(pin.x - spot.x, pin.y - spot.y) < 1) return null;
            return (
              <g key={pinned[i]!.id} aria-hidden="true">
                <line x1={spot.x} y1={spot.y} x2={pin.x} y2={pin.y} stroke="#be2878" strokeWidth="2" strokeDasharray="3 3" />
                <circle cx={spot.x} cy={spot.y} r="4" fill="#be2878" stroke="#fff" strokeWidth="1.5" />
              </g>
            );
          })}
          <g transform={`translate(${MAP_WIDTH - 40} 44)`} aria-hidden="true">
            <circle r="22" fill="#fff" stroke="#b58cff" strokeWidth="2" />
            <path d="M0 -16 L6 2 L0 -2 L-6 2 Z" fill="#d6338a" />
            <text y="16" textAnchor="middle" fontSize="11" fontWeight="800" fill="#2b1838">
              N
            </text>
          </g>
        </svg>
        <ul aria-label="Pop-up pins">
          {pinned.map((event, i) => {
            const { x, y } = pins[i]!;
            const outside = !isInside({ lat: event.lat!, lng: event.lng! });
            const left = Math.min(Math.max((x / MAP_WIDTH) * 100, 2), 98);
            const top = Math.min(Math.max((y / MAP_HEIGHT) * 100, 4), 98);
            const isSelected = event.id === selectedId;
            return (
              <li key={event.id} className="absolute" style={{ left: `${left}%`, top: `${top}%` }}>
                <button
                  type="button"
                  onClick={() => setSelectedId(event.id)}
                  aria-pressed={isSelected}
                  aria-label={`${numberOf(event.id)}. ${event.title}, ${event.location}${outside ? ' (outside the map area)' : ''}`}
                  data-testid="map-pin"
                  className={cn(
                    'flex size-7 sm:size-9 -translate-x-1/2 -translate-y-full rotate-45 items-center justify-center rounded-full rounded-br-none border-2 border-white text-xs sm:text-sm font-extrabold text-white shadow-lg transition-transform hover:scale-110',
                    isSelected ? 'z-10 scale-110 bg-candy-purple-dark' : 'bg-candy-pink-dark',
                  )}
                >
                  <span className="-rotate-45">{numberOf(event.id)}</span>
                </button>
              </li>
            );
          })}
        </ul>
        {selected ? (
          <section
            aria-label={`Pin details: ${selected.title}`}
            className="absolute inset-x-3 bottom-3 rounded-2xl bg-white p-4 pr-10 shadow-xl sm:right-auto sm:max-w-sm"
            data-testid="map-popup"
          >
            <p className="text-lg font-extrabold">{selected.title}</p>
            <p className="text-sm font-bold text-ink/80">{selected.location}</p>
            <p className="text-sm text-ink/70">{selected.address}</p>
            <DirectionsLink event={selected} className="mt-2" />
            <button
              type="button"
              onClick={() => setSelectedId(null)}
              aria-label="Close pin details"
              className="absolute top-2 right-2 rounded-full p-1.5 text-ink/70 hover:bg-ink/5 hover:text-ink"
            >
              <XIcon className="size-4" aria-hidden="true" />
            </button>
          </section>
        ) : null}
      </div>
      <ol className="space-y-3" aria-label="Pop-ups on the map">
        {events.map((event) => (
          <li
            key={event.id}
            className={cn('rounded-2xl bg-white p-4 shadow-sm', event.id === selectedId && 'ring-2 ring-candy-purple-dark')}
            data-testid="map-legend-item"
          >
            <div className="flex gap-3">
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-candy-pink-dark text-sm font-extrabold text-white"
                aria-hidden="true"
              >
                {numberOf(event.id)}
              </span>
              <div className="min-w-0">
                <button
                  type="button"
                  className="text-left font-extrabold hover:underline"
                  onClick={() => setSelectedId(event.id)}
                  disabled={!pinned.includes(event)}
                >
                  {event.title}
                </button>
                <p className="text-sm text-ink/70">{event.address || event.location}</p>
                {unplaced.includes(event) ? <p className="text-sm text-ink/70 italic">Not placed on the map yet</p> : null}
                <DirectionsLink event={event} className="mt-1" />
              </div>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Shield({ name, x, y }: { name: string; x: number; y: number }) {
  const width = name.length > 2 ? 34 : 28;
  return (
    <g transform={`translate(${x} ${y})`} aria-hidden="true">
      <path d={`M${-width / 2} -12 H${width / 2} V4 Q0 18 ${-width / 2} 4 Z`} fill="#1f86c4" stroke="#fff" strokeWidth="2" />
      <text y="3" textAnchor="middle" fontSize="11" fontWeight="800" fill="#fff">
        {name}
      </text>
    </g>
  );
}

export function DirectionsLink({ event, className }: { event: ListedEvent; className?: string }) {
  const destination = [event.location, event.address].filter(Boolean).join(', ');
  return (
    <a
      href={directionsUrl(destination)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1 text-sm font-bold text-candy-blue-dark hover:underline', className)}
    >
      <NavigationIcon className="size-3.5" aria-hidden="true" /> Get directions
      <span className="sr-only"> to {event.location} (opens Google Maps in a new tab)</span>
    </a>
  );
}
