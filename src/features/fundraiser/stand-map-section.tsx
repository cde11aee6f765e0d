import { MapPinIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { SectionHeading } from './section-heading';
import type { StandPin } from './types';
import { formatCoordinates, graticulePaths, LAKE_MICHIGAN_PATH, MAP_HEIGHT, MAP_WIDTH, project, US_PATH } from './us-map';
import { YouTubeEmbed } from './youtube-embed';

const GRATICULE = graticulePaths();

export function StandMapSection({ stands }: { stands: StandPin[] }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = stands.find((s) => s.id === selectedId) ?? null;

  return (
    <section id="map" tabIndex={-1} aria-labelledby="map-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <SectionHeading id="map-title" eyebrow="Stands near you" title="Fluff Stand Map">
        Fluff Fundraiser stands across the country. Pick a pin to watch that stand's story.
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
          {/* Pins are real buttons laid over the map, so they work with a keyboard and a screen reader. */}
          <ul aria-label="Stands" className="absolute inset-2">
            {stands.map((stand) => {
              const { x, y } = project([stand.lat, stand.lng]);
              const isSelected = stand.id === selectedId;
              return (
                <li key={stand.id} className="absolute" style={{ left: `${(x / MAP_WIDTH) * 100}%`, top: `${(y / MAP_HEIGHT) * 100}%` }}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    aria-label={`${stand.name}, ${stand.city}`}
                    onClick={() => setSelectedId(stand.id)}
                    className={cn(
                      'group absolute -translate-x-1/2 -translate-y-full rounded-full p-1 transition-transform hover:scale-110 focus-visible:scale-110',
                      isSelected ? 'z-10 scale-125 text-candy-purple-dark' : 'text-candy-pink-dark',
                    )}
                  >
                    <MapPinIcon className="size-8 fill-white drop-shadow md:size-9" strokeWidth={2.5} aria-hidden="true" />
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
          {selected ? (
            <div>
              <h3 className="font-display text-2xl font-bold">{selected.name}</h3>
              <p className="text-ink/70">{selected.city}</p>
              {/* Only a video staff entered: a stand without one shows no player and no id. */}
              {selected.videoId ? (
                <div className="mt-4">
                  <YouTubeEmbed key={selected.videoId} videoId={selected.videoId} title={`${selected.name} stand video`} />
                </div>
              ) : null}
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-bold">Coordinates</dt>
                <dd className="tabular-nums">{formatCoordinates(selected.lat, selected.lng)}</dd>
                {selected.videoId ? (
                  <>
                    <dt className="font-bold">Video ID</dt>
                    <dd className="font-mono">{selected.videoId}</dd>
                  </>
                ) : null}
              </dl>
            </div>
          ) : (
            <div className="flex h-full flex-col items-center justify-center py-10 text-center">
              <MapPinIcon className="size-12 text-candy-pink-dark" aria-hidden="true" />
              <p className="mt-3 font-bold">Select a stand on the map</p>
              <p className="mt-1 text-sm text-ink/70">You will see its name, its video and where it is.</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
