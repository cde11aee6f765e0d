import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button';
import { BADGE_CLASSES, CARD_CLASSES } from './card';
import { SPINNER_CLASSES } from './spinner';
import { overrideClasses } from './class-overrides';
import { LOAD_ERROR_CLASSES } from './load-error';

const VARIANTS = ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const;
const SIZES = ['sm', 'md', 'lg', 'icon'] as const;

/** Every className the site's sources pass to a component, read from the sources so a new one is checked too. */
function classNamesPassedTo(component: string): string[] {
  const root = path.resolve(import.meta.dirname, '../../..');
  const found = new Set<string>();
  for (const folder of ['src', 'game']) {
    for (const file of readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.tsx')) continue;
      const source = readFileSync(path.join(root, folder, file), 'utf8');
      for (const [, attributes] of source.matchAll(new RegExp(`<${component}\\b([^>]*)>`, 'g'))) {
        for (const [, className] of (attributes ?? '').matchAll(/className="([^"]*)"/g)) if (className) found.add(className);
      }
    }
  }
  return [...found];
}

// Classes of every kind the variants set, and some they do not, with and without variants such as hover: and sm:.
const KINDS = [
  'bg-white text-candy-pink-dark hover:bg-white/90',
  'size-8 text-red-700 hover:bg-red-50',
  'h-auto px-0 py-1 text-base',
  'p-0',
  'w-full sm:w-auto',
  'rounded-md shadow-none gap-1 border-0',
  'border-candy-purple-dark text-left',
  'mt-6 min-h-11 font-normal whitespace-normal justify-start items-start',
  'items-start py-4 text-left',
];

const sorted = (classes: string) => classes.split(/\s+/).filter(Boolean).sort();

describe('overrideClasses', () => {
  const extras = [...new Set([...classNamesPassedTo('Button'), ...classNamesPassedTo('LoadError'), ...KINDS])];

  it('finds the classNames the site passes to buttons', () => {
    expect(extras.length).toBeGreaterThan(KINDS.length);
  });

  it('decides as tailwind-merge does for every variant, size and className the site uses', () => {
    for (const variant of VARIANTS) {
      for (const size of SIZES) {
        const base = buttonVariants({ variant, size });
        for (const extra of extras) expect(sorted(overrideClasses(base, extra)), `${variant} ${size} + "${extra}"`).toEqual(sorted(twMerge(base, extra)));
      }
    }
  });

  it('decides as tailwind-merge does for a load error and every className the site passes it', () => {
    for (const extra of extras) expect(sorted(overrideClasses(LOAD_ERROR_CLASSES, extra)), extra).toEqual(sorted(twMerge(LOAD_ERROR_CLASSES, extra)));
  });

  // Classes given as expressions rather than text, which the sources' reading above cannot see.
  const COMPUTED: Record<string, string[]> = {
    Card: [
      'relative flex w-full flex-col border-2 border-candy-pink-dark shadow-lg lg:-translate-y-2 ring-4 ring-candy-purple-dark',
      'relative flex w-full flex-col border-2 border-candy-pink-dark shadow-lg lg:-translate-y-2',
      'relative flex w-full flex-col ring-4 ring-candy-purple-dark',
    ],
    Badge: [
      'bg-candy-blue/20 text-candy-blue-dark',
      'bg-candy-purple/20 text-candy-purple-dark',
      'bg-candy-pink/20 text-candy-pink-dark',
      'absolute top-3 left-3 bg-red-600 text-white',
      'absolute top-3 left-3 bg-white text-ink',
      'bg-emerald-100 text-emerald-800 ring-1 ring-emerald-300 self-start',
    ],
    Spinner: [],
  };

  it.each([
    ['Card', CARD_CLASSES],
    ['Badge', BADGE_CLASSES],
    ['Spinner', SPINNER_CLASSES],
  ])('decides as tailwind-merge does for every className the site passes to %s', (component, base) => {
    const passed = [...new Set([...classNamesPassedTo(component), ...(COMPUTED[component] ?? []), ...KINDS])];
    expect(passed.length).toBeGreaterThan(KINDS.length);
    for (const extra of passed) expect(sorted(overrideClasses(base, extra)), `${component} + "${extra}"`).toEqual(sorted(twMerge(base, extra)));
  });

  it('returns the own classes unchanged without additions', () => {
    const base = buttonVariants({});
    expect(overrideClasses(base, undefined)).toBe(base);
  });
});
