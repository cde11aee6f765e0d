import { useEffect, useState, useSyncExternalStore } from 'react';
import { cn } from '@/lib/utils';
import { wrapIndex } from './carousel';

export const CAROUSEL_INTERVAL_MS = 5000;

type Fact = { id: string; image: string; title: string; fact: string };

// Four tiny inline icons instead of the icon library: this is on the first page most visitors load.
function Icon({ d, className = 'size-6' }: { d: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
const CHEVRON_LEFT = 'm15 18-6-6 6-6';
const CHEVRON_RIGHT = 'm9 18 6-6-6-6';
const PAUSE = 'M8 5v14M16 5v14';
const PLAY = 'M7 4l13 8-13 8z';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

/**
 * Sweet Facts: forward and back with wrap-around, dots, and a new fact every 5 seconds. It holds still while the
 * pointer is over it or focus is inside it (someone is reading or using the controls), when the visitor asked the
 * system for reduced motion, and after the visitor pressed Pause.
 */
export function SweetFactsCarousel({ facts }: { facts: Fact[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = facts.length;
  const rotating = count > 1 && !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => wrapIndex(i, 1, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count, index]);

  if (count === 0) return null;
  const current = facts[Math.min(index, count - 1)]!;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Sweet Facts"
      data-testid="sweet-facts"
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="mx-auto max-w-3xl"
    >
      <div className="relative flex items-center gap-2 sm:gap-4">
        <button
          type="button"
          onClick={() => setIndex((i) => wrapIndex(i, -1, count))}
          aria-label="Previous fact"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-candy-purple-dark shadow hover:bg-candy-purple/10"
        >
          <Icon d={CHEVRON_LEFT} />
        </button>
        {/* Polite announcements only when the visitor moves it; an auto-rotating live region would keep talking. */}
        <div aria-live={rotating ? 'off' : 'polite'} className="min-h-56 flex-1">
          <div
            key={current.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            data-testid="sweet-fact"
            className="flex h-full flex-col items-center justify-center rounded-3xl bg-white px-6 py-8 text-center shadow-sm"
          >
            <p className="text-5xl" aria-hidden="true">
              {current.image}
            </p>
            <h3 className="mt-3 text-2xl font-extrabold text-candy-purple-dark">{current.title}</h3>
            <p className="mt-2 max-w-xl text-ink/80">{current.fact}</p>
          </div>
        </div>
        <button
          type="button"
          onClick={() => setIndex((i) => wrapIndex(i, 1, count))}
          aria-label="Next fact"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-candy-purple-dark shadow hover:bg-candy-purple/10"
        >
          <Icon d={CHEVRON_RIGHT} />
        </button>
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <ul className="flex items-center gap-1" aria-label="Choose a fact">
          {facts.map((fact, i) => (
            <li key={fact.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show fact ${i + 1}: ${fact.title}`}
                aria-current={i === index ? 'true' : undefined}
                className="group inline-flex size-7 items-center justify-center rounded-full"
              >
                <span
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    i === index ? 'w-6 bg-candy-pink-dark' : 'w-2.5 bg-candy-purple/40 group-hover:bg-candy-purple',
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
        {reducedMotion ? null : (
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? 'Play facts automatically' : 'Pause automatic facts'}
            className="inline-flex size-8 items-center justify-center rounded-full text-candy-purple-dark hover:bg-candy-purple/10"
          >
            <Icon d={stopped ? PLAY : PAUSE} className="size-4" />
          </button>
        )}
      </div>
    </section>
  );
}
