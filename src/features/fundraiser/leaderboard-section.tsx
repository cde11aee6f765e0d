import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonVariants } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/trpc';
import type { LeaderboardSortValue } from '@shared/page-search';
import { LEADERBOARD_PREVIEW } from './fundraiser-search';
import { LeaderboardSortToggle, LeaderboardTable, PointsFormula } from './leaderboard-table';
import { SectionHeading } from './section-heading';

/** The landing page's top stands; View Full Leaderboard opens every stand with paging and a group filter. */
export function LeaderboardSection({ sort, onSortChange }: { sort: LeaderboardSortValue; onSortChange: (sort: LeaderboardSortValue) => void }) {
  const query = api.fundraiser.leaderboard.useQuery({ sort, limit: LEADERBOARD_PREVIEW }, { placeholderData: keepPreviousData });
  const rows = query.data?.rows ?? [];

  return (
    <section id="leaderboard" tabIndex={-1} aria-labelledby="leaderboard-title" className="scroll-mt-20 bg-white px-4 py-16">
      <div className="mx-auto max-w-5xl">
        <SectionHeading id="leaderboard-title" eyebrow="Upload & Score" title="Leaderboard">
          Points for sales, customer satisfaction and creativity at every stand day.
        </SectionHeading>
        <div className="mt-8 flex justify-center">
          <LeaderboardSortToggle sort={sort} onSortChange={onSortChange} />
        </div>

        <div className="mt-8 overflow-x-auto rounded-3xl border border-candy-purple/15 shadow-sm">
          {query.isPending ? (
            <div className="flex justify-center py-12">
              <Spinner label="Loading leaderboard" />
            </div>
          ) : query.isError ? (
            <LoadError what="the leaderboard" className="py-12" onRetry={() => query.refetch()} />
          ) : rows.length === 0 ? (
            <p className="py-12 text-center text-ink/70">No stands on the board yet. Register above and yours can be the first!</p>
          ) : (
            <LeaderboardTable rows={rows} sort={sort} caption="Top stands" />
          )}
        </div>
        {query.data ? (
          <div className="mt-6">
            <PointsFormula formula={query.data.formula} />
          </div>
        ) : null}
        <div className="mt-6 flex justify-center">
          <Link to="/fluff-fundraiser/leaderboard" search={{ sort }} className={buttonVariants({ variant: 'outline' })}>
            View Full Leaderboard
          </Link>
        </div>
      </div>
    </section>
  );
}
