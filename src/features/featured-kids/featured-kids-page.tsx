import { GiftIcon, RocketIcon, StarIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatMonthYear } from '@/lib/calendar-date';
import { deferredSection } from '@/lib/deferred-section';
import { api } from '@/lib/trpc';
import { LoadError } from '@/components/ui/load-error';

// The nomination button and its dialog (Radix's dialog, react-hook-form, zod, the toasts) come alive when the visitor
// presses or focuses the button, not while the page is loading (see deferredSection).
const NominateAction = deferredSection('nominate-action', () => import('./nomination-dialog').then((module) => module.NominateAction), {
  wake: 'reached',
});

/** Loads the code of the featured kids page's deferred section: the route's loader awaits it. */
export const loadFeaturedKidsSections = () => NominateAction.load();

type Kid = {
  id: string;
  name: string;
  age: number;
  story: string;
  dream: string;
  contribution: string;
  imageUrl: string;
  spotlightMonth: string | null;
};

export function FeaturedKidsPage() {
  const kids = api.content.featuredKids.useQuery();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-candy-yellow/40 px-4 py-1 text-sm font-bold text-ink">
          <StarIcon className="size-4" aria-hidden="true" /> A monthly charity spotlight
        </p>
        <h1 className="mt-4 text-4xl font-extrabold md:text-5xl">Featured Kids</h1>
        <p className="mx-auto mt-3 max-w-2xl text-ink/70">
          Every month we celebrate a young go-getter who turns a cotton candy stand into something bigger: a team trip, a robotics club, a shelter full of
          vaccinated puppies.
        </p>
      </header>

      {kids.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading featured kids" />
        </div>
      ) : kids.isError ? (
        <LoadError what="our featured kids" onRetry={() => kids.refetch()} />
      ) : (
        <>
          {kids.data.current ? <CurrentKid kid={kids.data.current} /> : null}
          <NominateBanner />
          {kids.data.past.length > 0 ? (
            <section aria-labelledby="past-kids" className="mt-16">
              <h2 id="past-kids" className="text-center text-3xl font-extrabold">
                Past Featured Kids
              </h2>
              <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {kids.data.past.map((kid) => (
                  <li key={kid.id} className="flex">
                    <PastKid kid={kid} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

function CurrentKid({ kid }: { kid: Kid }) {
  return (
    <section aria-labelledby="current-kid" className="mt-10" data-testid="current-kid">
      <Card className="grid gap-8 overflow-hidden bg-gradient-to-br from-candy-yellow/25 via-white to-candy-pink/15 p-0 md:grid-cols-[18rem_1fr]">
        <div className="flex flex-col items-center justify-center bg-candy-yellow/30 p-8">
          {kid.imageUrl ? (
            <img src={kid.imageUrl} alt={`Portrait of ${kid.name}`} width={224} height={224} className="size-56 rounded-3xl bg-white shadow" />
          ) : null}
          <p className="mt-4 rounded-full bg-white px-4 py-1 text-sm font-extrabold text-candy-pink-dark shadow-sm">
            {kid.spotlightMonth ? `Kid of the Month · ${formatMonthYear(kid.spotlightMonth)}` : 'Kid of the Month'}
          </p>
        </div>
        <div className="p-6 md:p-8 md:pl-0">
          <h2 id="current-kid" className="text-3xl font-extrabold md:text-4xl">
            {kid.name}, <span className="text-candy-purple-dark">age {kid.age}</span>
          </h2>
          <p className="mt-4 text-lg text-ink/80">{kid.story}</p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {kid.dream ? (
              <div className="rounded-2xl bg-white p-4 shadow-sm">
                <dt className="inline-flex items-center gap-2 font-extrabold text-candy-purple-dark">
                  <RocketIcon className="size-4" aria-hidden="true" /> Dream
                </dt>
                <dd className="mt-1 text-ink/80">{kid.dream}</dd>
              </div>
            ) : null}
            {kid.contribution ? (
              <div className="rounded-2xl bg-white p-4 shadow-sm">
                <dt className="inline-flex items-center gap-2 font-extrabold text-candy-pink-dark">
                  <GiftIcon className="size-4" aria-hidden="true" /> Giving back
                </dt>
                <dd className="mt-1 text-ink/80">{kid.contribution}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </Card>
    </section>
  );
}

function PastKid({ kid }: { kid: Kid }) {
  return (
    <Card className="flex w-full flex-col" data-testid="past-kid">
      <div className="flex items-center gap-4">
        {kid.imageUrl ? (
          <img src={kid.imageUrl} alt={`Portrait of ${kid.name}`} width={80} height={80} loading="lazy" className="size-20 rounded-2xl bg-candy-yellow/20" />
        ) : null}
        <div>
          <h3 className="text-xl font-extrabold">
            {kid.name}, {kid.age}
          </h3>
          {kid.spotlightMonth ? <p className="text-sm font-bold text-candy-purple-dark">{formatMonthYear(kid.spotlightMonth)}</p> : null}
        </div>
      </div>
      <p className="mt-4 text-ink/80">{kid.story}</p>
      {kid.contribution ? (
        <p className="mt-4 rounded-2xl bg-candy-mint/20 p-3 text-sm text-ink/80">
          <span className="font-extrabold">Giving back: </span>
          {kid.contribution}
        </p>
      ) : null}
    </Card>
  );
}

function NominateBanner() {
  return (
    <section aria-labelledby="nominate" className="mt-12 rounded-3xl bg-candy-purple/10 p-8 text-center">
      <h2 id="nominate" className="text-2xl font-extrabold md:text-3xl">
        Know an amazing kid?
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-ink/75">
        Nominate a kid ages 8-16 who is raising money, helping neighbors or chasing a big dream. Featured kids get a spotlight here and on our socials, a Drip
        party pack, and a boost for their cause.
      </p>
      <NominateAction />
    </section>
  );
}
