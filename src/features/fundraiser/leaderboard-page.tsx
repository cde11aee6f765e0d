import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/trpc';
import type { LeaderboardSortValue } from '@shared/page-search';
import { LEADERBOARD_PAGE_SIZE } from './fundraiser-search';
import { LeaderboardSortToggle, LeaderboardTable, PointsFormula } from './leaderboard-table';

type Props = {
  sort: LeaderboardSortValue;
  page: number;
  group: string | undefined;
  onSortChange: (sort: LeaderboardSortValue) => void;
  onGroupChange: (group: string | undefined) => void;
  onPageChange: (page: number) => void;
};

/** Every stand ranked, a page at a time, for all groups or one. */
export function LeaderboardPage({ sort, page, group, onSortChange, onGroupChange, onPageChange }: Props) {
  const query = api.fundraiser.leaderboard.useQuery(
    { sort, page, limit: LEADERBOARD_PAGE_SIZE, ...(group ? { groupId: group } : {}) },
    { placeholderData: keepPreviousData },
  );
  const data = query.data;
  const groupName = data?.groups.find((g) => g.id === group)?.name;

  return (
    <div className="bg-white px-4 py-12 md:py-16">
      <div className="mx-auto max-w-5xl">
        <Link to="/fluff-fundraiser" hash="leaderboard" className="inline-flex items-center gap-1 text-sm font-bold text-candy-purple-dark hover:underline">
          <ArrowLeftIcon className="size-4" aria-hidden="true" /> Fluff Fundraiser
        </Link>
        <h1 className="font-display mt-3 text-3xl font-extrabold md:text-4xl">Fluff Fundraiser Leaderboard</h1>
        <p className="mt-2 text-lg text-ink/70">Every stand, ranked by points from real sales, supporter ratings and creativity.</p>

        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <LeaderboardSortToggle sort={sort} onSortChange={onSortChange} />
          <label className="flex flex-col gap-1 text-sm font-bold sm:w-72">
            Group
            <NativeSelect value={group ?? ''} onChange={(event) => onGroupChange(event.target.value || undefined)} data-testid="leaderboard-group">
              <option value="">All groups</option>
              {(data?.groups ?? []).map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name} ({g.city})
                </option>
              ))}
            </NativeSelect>
          </label>
        </div>

        <div className="mt-6 overflow-x-auto rounded-3xl border border-candy-purple/15 shadow-sm">
          {query.isPending ? (
            <div className="flex justify-center py-12">
              <Spinner label="Loading leaderboard" />
            </div>
          ) : query.isError || !data ? (
            <LoadError what="the leaderboard" className="py-12" onRetry={() => query.refetch()} />
          ) : data.rows.length === 0 ? (
            <p className="py-12 text-center text-ink/70">No stands {groupName ? `for ${groupName} ` : ''}on the board yet.</p>
          ) : (
            <LeaderboardTable rows={data.rows} sort={sort} caption={groupName ? `Stands of ${groupName}` : 'All stands'} />
          )}
        </div>

        {data && data.pageCount > 1 ? (
          <nav aria-label="Leaderboard pages" className="mt-6 flex items-center justify-center gap-4">
            <Button variant="outline" disabled={data.page <= 1} onClick={() => onPageChange(data.page - 1)}>
              Previous
            </Button>
            <span className="text-sm font-bold" aria-live="polite">
              Page {data.page} of {data.pageCount}
            </span>
            <Button variant="outline" disabled={data.page >= data.pageCount} onClick={() => onPageChange(data.page + 1)}>
              Next
            </Button>
          </nav>
        ) : null}
        {data ? (
          <p className="mt-4 text-center text-sm text-ink/70">
            {data.total} {data.total === 1 ? 'stand' : 'stands'}
            {groupName ? ` in ${groupName}` : ''}
          </p>
        ) : null}

        {data ? (
          <div className="mt-8">
            <PointsFormula formula={data.formula} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
