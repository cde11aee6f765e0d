import { Link } from '@tanstack/react-router';
import { ExternalLinkIcon, MapPinIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { SectionHeading } from './section-heading';
import type { StandPin } from './types';
import { groupPins } from './pin-groups';
import { formatCoordinates, graticulePaths, LAKE_MICHIGAN_PATH, MAP_HEIGHT, MAP_WIDTH, project, US_PATH } from './us-map';
import { YouTubeEmbed } from './youtube-embed';

const GRATICULE = graticulePaths();
// Pins closer than a gap (in map units) would cover each other. The map is drawn 960 units wide and shows about 370 px
// wide on a phone, where a 36 px pin needs 100 units to keep clear of its neighbour (a finger needs at least 24 px of
// its own): there, pins that close become one pin with their count (pin-groups.ts), so no stand is drawn far from its
// place. From the md breakpoint the map shows at least 650 px wide, where 55 units do and a later pin moves to a ring
// around its place.
const PIN_GAP_PHONE = 100;
const PIN_GAP_WIDE = 55;

/** Each pin's place on the drawn map; a pin that would sit on an earlier one takes the next free spot on a ring around it. */
function pinPositions(pins: StandPin[], gap: number): Map<string, { x: number; y: number }> {
  const placed: { x: number; y: number }[] = [];
  const positions = new Map<string, { x: number; y: number }>();
  const taken = (p: { x: number; y: number }) => placed.some((q) => Math.hypot(q.x - p.x, q.y - p.y) < gap);
  for (const pin of pins) {
    const origin = project([pin.lat, pin.lng]);
    let point = origin;
    for (let k = 0; taken(point) && k < 36; k += 1) {
      const angle = (k % 6) * (Math.PI / 3);
      const radius = gap * (1 + Math.floor(k / 6));
      point = { x: origin.x + radius * Math.cos(angle), y: origin.y + radius * Math.sin(angle) };
    }
    placed.push(point);
    positions.set(pin.id, point);
  }
  return positions;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

export function StandMapSection({ pins }: { pins: StandPin[] }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // A phone's grouped pin chosen: the panel lists its stands to pick one.
  const [chosenGroup, setChosenGroup] = useState<StandPin[] | null>(null);
  const selected = pins.find((s) => s.id === selectedId) ?? null;
  const phoneGroups = groupPins(pins, (pin) => project([pin.lat, pin.lng]), PIN_GAP_PHONE);
  const widePositions = pinPositions(pins, PIN_GAP_WIDE);
  const select = (id: string) => {
    setSelectedId(id);
    setChosenGroup(null);
  };
  const percent = (point: { x: number; y: number }) => ({ left: `${(point.x / MAP_WIDTH) * 100}%`, top: `${(point.y / MAP_HEIGHT) * 100}%` });

  return (
    <section id="map" tabIndex={-1} aria-labelledby="map-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <SectionHeading id="map-title" eyebrow="Stands near you" title="Fluff Stand Map">
        Fluff Fundraiser stands at their next stand day, or their latest. Pick a pin to see the stand and its video.
      </SectionHeading>
      <div className="mt-10 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="relative overflow-hidden rounded-3xl border border-candy-purple/15 bg-candy-blue/15 p-2 shadow-sm">
          <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className="block h-auto w-full" role="img" aria-labelledby="map-svg-title">
            <title id="map-svg-title">Map of the United States with Fluff Fundraiser stands</title>
            <g stroke="#5ec8ff" strokeOpacity="0.35" strokeWidth="1" fill="none">
              {GRATICULE.map((d) => (
                <path key={d} d={d} />
              ))}
            </g>
            <path d={US_PATH} fill="#fff8fc" stroke="#b58cff" strokeWidth="2.5" strokeLinejoin="round" />
            <path d={LAKE_MICHIGAN_PATH} fill="#cdeeff" stroke="#b58cff" strokeWidth="1.5" />
          </svg>
          {/* Pins are real buttons laid over the map, so they work with a keyboard and a screen reader. A media query
              shows one list: the phone's (near stands grouped) or the wider screens' (each stand its own pin). */}
          <ul aria-label="Stands" className="absolute inset-2 md:hidden">
            {phoneGroups.map((group) => {
              const only = group.members.length === 1 ? group.members[0]! : null;
              const isSelected = only ? only.id === selectedId : chosenGroup === group.members;
              return (
                <li key={group.key} className="absolute" style={percent(group.at)}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    aria-label={only ? `${only.name}, ${only.place}` : `${group.members.length} stands near ${group.members[0]!.place}`}
                    onClick={() => {
                      if (only) select(only.id);
                      else {
                        setSelectedId(null);
                        setChosenGroup(group.members);
                      }
                    }}
                    className={cn(
                      'absolute -translate-x-1/2 -translate-y-full rounded-full p-1',
                      isSelected ? 'z-10 scale-125 text-candy-purple-dark' : 'text-candy-pink-dark',
                    )}
                  >
                    <MapPinIcon className="size-7 fill-white drop-shadow" strokeWidth={2.5} aria-hidden="true" />
                    {only ? null : (
                      <span aria-hidden="true" className="absolute -top-1 -right-1 rounded-full bg-ink px-1.5 text-xs font-bold text-white">
                        {group.members.length}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          <ul aria-label="Stands" className="absolute inset-2 hidden md:block">
            {pins.map((stand) => {
              const wide = percent(widePositions.get(stand.id)!);
              const isSelected = stand.id === selectedId;
              return (
                <li key={stand.id} className="absolute" style={wide}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    aria-label={`${stand.name}, ${stand.place}`}
                    onClick={() => select(stand.id)}
                    className={cn(
                      'group absolute -translate-x-1/2 -translate-y-full rounded-full p-1 transition-transform hover:scale-110 focus-visible:scale-110',
                      isSelected ? 'z-10 scale-125 text-candy-purple-dark' : 'text-candy-pink-dark',
                    )}
                  >
                    <MapPinIcon className="size-8 fill-white drop-shadow" strokeWidth={2.5} aria-hidden="true" />
                    <span className="pointer-events-none absolute bottom-full left-1/2 hidden -translate-x-1/2 rounded-full bg-ink px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white group-hover:block group-focus-visible:block">
                      {stand.name}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="rounded-3xl border border-candy-purple/15 bg-white p-6 shadow-sm" aria-live="polite" data-testid="stand-details">
          {chosenGroup ? (
            <div>
              <h3 className="font-display text-2xl font-bold">{chosenGroup.length} stands here</h3>
              <p className="text-ink/70">Pick one to see it.</p>
              <ul className="mt-4 space-y-2">
                {chosenGroup.map((stand) => (
                  <li key={stand.id}>
                    <button type="button" onClick={() => select(stand.id)} className="text-left font-bold text-candy-purple-dark underline">
                      {stand.name}
                    </button>{' '}
                    <span className="text-sm text-ink/70">{stand.place}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : selected ? (
            <div>
              <h3 className="font-display text-2xl font-bold">{selected.name}</h3>
              <p className="text-ink/70">{selected.groupName}</p>
              {/* Only a video staff approved: a stand without one shows no player. */}
              {selected.video?.platform === 'youtube' ? (
                <div className="mt-4">
                  <YouTubeEmbed key={selected.video.videoId} videoId={selected.video.videoId} title={`${selected.name} stand video`} />
                </div>
              ) : selected.video?.platform === 'tiktok' ? (
                <a
                  href={selected.video.url}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-4 inline-flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-bold text-white"
                >
                  Watch on TikTok <ExternalLinkIcon className="size-4" aria-hidden="true" />
                </a>
              ) : null}
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-bold">{selected.upcoming ? 'Next stand day' : 'Latest stand day'}</dt>
                <dd>
                  {dayFormat.format(new Date(`${selected.eventDate}T12:00:00Z`))} · {selected.place}
                </dd>
                <dt className="font-bold">Coordinates</dt>
                <dd className="tabular-nums">{formatCoordinates(selected.lat, selected.lng)}</dd>
                {selected.video ? (
                  <>
                    <dt className="font-bold">{selected.video.platform === 'youtube' ? 'YouTube video' : 'TikTok video'}</dt>
                    <dd className="font-mono break-all">{selected.video.videoId}</dd>
                  </>
                ) : null}
              </dl>
              <Link
                to="/fluff-fundraiser/stands/$slug"
                params={{ slug: selected.slug }}
                className="mt-4 inline-block font-bold text-candy-purple-dark underline"
              >
                Visit the stand
              </Link>
            </div>
          ) : (
            <div className="flex h-full flex-col items-center justify-center py-10 text-center">
              <MapPinIcon className="size-12 text-candy-pink-dark" aria-hidden="true" />
              <p className="mt-3 font-bold">{pins.length === 0 ? 'No stand days planned yet' : 'Select a stand on the map'}</p>
              <p className="mt-1 text-sm text-ink/70">
                {pins.length === 0 ? 'Stands appear here once they plan a stand day.' : 'You will see its name, its video and where it is.'}
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
