import { Link } from '@tanstack/react-router';
import { CalendarDaysIcon, ExternalLinkIcon, MapPinIcon, PrinterIcon, TrophyIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format';
import { formatCents } from '@shared/money';
import { standPagePath, standSignPath } from '@shared/fundraiser-paths';
import { ShareButtons } from './share-buttons';
import { YouTubeEmbed } from './youtube-embed';
import type { RouterOutputs } from '@/lib/api-types';

export type PublicStand = RouterOutputs['fundraiser']['stand'];

/** The share of the goal raised, for the bar: 0-100, and 0 for a stand without a goal. */
export function progressPercent(raisedCents: number, goalCents: number): number {
  if (goalCents <= 0) return 0;
  return Math.min(100, Math.round((raisedCents / goalCents) * 100));
}

export function StandPage({ stand, shop }: { stand: PublicStand; shop: ReactNode }) {
  const percent = progressPercent(stand.raisedCents, stand.goalCents);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <nav aria-label="Breadcrumb" className="text-sm text-ink/70">
        <Link to="/fluff-fundraiser" className="font-bold text-candy-purple-dark underline underline-offset-2">
          Fluff Fundraiser
        </Link>{' '}
        / Stand
      </nav>
      <div className="mt-4 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <header>
            <p className="text-sm font-bold tracking-wide text-candy-pink-dark uppercase">{stand.group.typeLabel}</p>
            <h1 className="font-display mt-1 text-4xl font-extrabold break-words md:text-5xl" data-testid="stand-name">
              {stand.name}
            </h1>
            <p className="mt-2 text-lg text-ink/80">
              Raising money for{' '}
              {stand.group.slug ? (
                <Link
                  to="/fluff-fundraiser/groups/$slug"
                  params={{ slug: stand.group.slug }}
                  className="font-bold text-candy-purple-dark underline underline-offset-2"
                  data-testid="stand-group-link"
                >
                  {stand.group.name}
                </Link>
              ) : (
                <span className="font-bold">{stand.group.name}</span>
              )}{' '}
              in {stand.city}
            </p>
          </header>

          {stand.photoUrl ? (
            <img
              src={stand.photoUrl}
              alt={`${stand.name}'s stand`}
              className="aspect-video w-full rounded-3xl bg-candy-pink/10 object-cover"
              width={960}
              height={540}
            />
          ) : null}

          {stand.videos.length > 0 ? (
            <section aria-labelledby="stand-videos-title" className="space-y-3" data-testid="stand-videos">
              <h2 id="stand-videos-title" className="sr-only">
                Videos
              </h2>
              {stand.videos.map((video) =>
                video.platform === 'youtube' ? (
                  <YouTubeEmbed key={video.id} videoId={video.videoId} title={video.title || `${stand.name}'s stand video`} />
                ) : (
                  <a
                    key={video.id}
                    href={video.url}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-bold text-white"
                  >
                    Watch {video.title ? `“${video.title}”` : 'the video'} on TikTok <ExternalLinkIcon className="size-4" aria-hidden="true" />
                  </a>
                ),
              )}
            </section>
          ) : null}

          {stand.story ? (
            <Card>
              <h2 className="text-xl font-bold">Our story</h2>
              <p className="mt-2 whitespace-pre-line text-ink/85" data-testid="stand-story">
                {stand.story}
              </p>
            </Card>
          ) : null}

          {stand.closed ? null : (
            <section aria-labelledby="stand-events-title">
              <h2 id="stand-events-title" className="text-2xl font-extrabold">
                Upcoming stand days
              </h2>
              {stand.events.length === 0 ? (
                <p className="mt-2 text-ink/70">No stand days planned yet. Check back soon!</p>
              ) : (
                <ul className="mt-3 space-y-3" data-testid="stand-events">
                  {stand.events.map((event) => (
                    <li key={event.id} className="flex gap-3 rounded-2xl border border-candy-purple/15 bg-white p-4">
                      <CalendarDaysIcon className="mt-0.5 size-5 shrink-0 text-candy-purple-dark" aria-hidden="true" />
                      <div className="min-w-0">
                        <p className="font-bold">{formatLongDate(event.eventDate)}</p>
                        <p className="flex items-center gap-1 text-ink/80">
                          <MapPinIcon className="size-4 shrink-0" aria-hidden="true" /> {event.spot ? `${event.spot}, ${event.area}` : event.area}
                        </p>
                        {event.notes ? <p className="mt-1 text-sm break-words text-ink/70">{event.notes}</p> : null}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </div>

        <Card className="min-w-0 space-y-4 lg:sticky lg:top-24">
          <div>
            {stand.closed ? (
              <p className="mb-2 rounded-full bg-candy-yellow/40 px-3 py-1 text-center text-sm font-bold" data-testid="stand-final">
                Final result: the fundraiser ended
                {stand.endDate ? ` on ${formatLongDate(stand.endDate)}` : ''}
              </p>
            ) : null}
            <p className="text-3xl font-extrabold text-candy-pink-dark" data-testid="stand-raised">
              {formatCents(stand.raisedCents)} raised
            </p>
            <p className="text-ink/70">of a {formatCents(stand.goalCents)} goal</p>
          </div>
          <div
            role="progressbar"
            aria-label="Raised toward the goal"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-4 overflow-hidden rounded-full bg-candy-purple/15"
          >
            <div className="h-full rounded-full bg-gradient-to-r from-candy-pink to-candy-purple" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-ink/70">
            {stand.orderCount > 0 ? `${stand.orderCount === 1 ? '1 order' : `${stand.orderCount} orders`} so far · ` : ''}
            {percent}% of the goal
          </p>
          <Link
            to="/fluff-fundraiser/leaderboard"
            className="flex items-center justify-between rounded-2xl bg-candy-purple/10 px-4 py-3 hover:bg-candy-purple/15"
            data-testid="stand-points"
          >
            <span>
              <span className="block text-xl font-extrabold">{stand.points.total.toLocaleString('en-US')} points</span>
              <span className="text-sm text-ink/70">
                {stand.points.average.toLocaleString('en-US')} average · {stand.points.events === 1 ? '1 stand day' : `${stand.points.events} stand days`}
              </span>
            </span>
            <TrophyIcon className="size-6 text-candy-purple-dark" aria-hidden="true" />
            <span className="sr-only">See the leaderboard</span>
          </Link>
          <ShareButtons
            path={standPagePath(stand.slug)}
            subject={`${stand.name} — Fluff Fundraiser`}
            text={`Support ${stand.name}'s Fluff Fundraiser stand for ${stand.group.name}!`}
          />
          {stand.group.slug ? (
            <Link
              to="/fluff-fundraiser/groups/$slug"
              params={{ slug: stand.group.slug }}
              className={buttonVariants({ variant: 'ghost', className: 'h-auto w-full whitespace-normal' })}
            >
              <UsersIcon aria-hidden="true" /> All {stand.group.name} stands
            </Link>
          ) : null}
          <a href={standSignPath(stand.slug)} className={buttonVariants({ variant: 'ghost', className: 'h-auto w-full whitespace-normal' })} download>
            <PrinterIcon aria-hidden="true" /> Print the stand sign (PDF)
          </a>
        </Card>
      </div>

      {stand.closed ? (
        <p className="mt-14 text-center text-ink/75">
          Thank you to everyone who supported {stand.name}! The fundraiser has ended, so this stand takes no more orders.
        </p>
      ) : (
        <section aria-labelledby="stand-shop-title" className="mt-14">
          <h2 id="stand-shop-title" className="text-3xl font-extrabold">
            Shop for {stand.name}
          </h2>
          <p className="mt-1 mb-6 text-ink/70">Everything you add to your cart here counts toward this stand’s goal.</p>
          {shop}
        </section>
      )}
    </div>
  );
}

export function StandNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold">Stand not found</h1>
      <p className="mt-2 text-ink/70">We could not find this stand. Please check the link, or visit the Fluff Fundraiser.</p>
      <Link to="/fluff-fundraiser" className="mt-6 inline-block font-bold text-candy-purple-dark underline">
        Go to the Fluff Fundraiser
      </Link>
    </div>
  );
}
