import { keepPreviousData } from '@tanstack/react-query';
import { MedalIcon, TrophyIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { LEADERBOARD_PREVIEW, type LeaderboardSortValue } from './fundraiser-search';
import { SectionHeading } from './section-heading';
import { LoadError } from '@/components/ui/load-error';

const FULL_LIMIT = 100;
const MEDALS = [
  { label: '1st place', className: 'bg-candy-yellow text-ink', Icon: TrophyIcon },
  { label: '2nd place', className: 'bg-slate-200 text-slate-700', Icon: MedalIcon },
  { label: '3rd place', className: 'bg-orange-200 text-orange-800', Icon: MedalIcon },
];
const numbers = new Intl.NumberFormat('en-US');

export function LeaderboardSection({ sort, onSortChange }: { sort: LeaderboardSortValue; onSortChange: (sort: LeaderboardSortValue) => void }) {
  const [expanded, setExpanded] = useState(false);
  const query = api.fundraiser.leaderboard.useQuery(
    { sort, limit: expanded ? FULL_LIMIT : LEADERBOARD_PREVIEW },
    { placeholderData: keepPreviousData },
  );
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;

  return (
    <section id="leaderboard" tabIndex={-1} aria-labelledby="leaderboard-title" className="scroll-mt-20 bg-white px-4 py-16">
      <div className="mx-auto max-w-5xl">
        <SectionHeading id="leaderboard-title" eyebrow="Upload & Score" title="Leaderboard">
          Points for sales, customer satisfaction and creativity at every event.
        </SectionHeading>
        <div className="mt-8 flex justify-center">
          <div role="group" aria-label="Sort leaderboard by" className="inline-flex rounded-full bg-candy-purple/15 p-1">
            {(
              [
                ['avg', 'Average Points'],
                ['total', 'Total Points'],
              ] as const
            ).map(([value, label]) => (
              <button
                key={value}
                type="button"
                aria-pressed={sort === value}
                onClick={() => onSortChange(value)}
                className={cn(
                  'rounded-full px-4 py-2 text-sm font-bold transition-colors',
                  sort === value ? 'bg-white text-candy-purple-dark shadow' : 'text-ink/70 hover:text-ink',
                )}
              >
                {label}
              </button>
            ))}
          </div>
        </div>

        <div className="mt-8 overflow-x-auto rounded-3xl border border-candy-purple/15 shadow-sm">
          {query.isPending ? (
            <div className="flex justify-center py-12">
              <Spinner label="Loading leaderboard" />
            </div>
          ) : query.isError ? (
            <LoadError what="the leaderboard" className="py-12" onRetry={() => query.refetch()} />
          ) : (
            <table className="w-full text-left" data-testid="leaderboard">
              <caption className="sr-only">
                Top participants sorted by {sort === 'avg' ? 'average points' : 'total points'}, highest first
              </caption>
              <thead className="bg-candy-purple/10 text-sm">
                <tr>
                  <th scope="col" className="px-3 py-3 sm:px-4">
                    Rank
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-4">
                    Participant
                  </th>
                  <th scope="col" className="hidden px-3 py-3 sm:px-4 md:table-cell">
                    City
                  </th>
                  <th scope="col" className={cn('px-3 py-3 sm:px-4 text-right', sort === 'avg' && 'text-candy-purple-dark')} aria-sort={sort === 'avg' ? 'descending' : undefined}>
                    Avg Points
                  </th>
                  <th scope="col" className={cn('px-3 py-3 sm:px-4 text-right', sort === 'total' && 'text-candy-purple-dark')} aria-sort={sort === 'total' ? 'descending' : undefined}>
                    Total Points
                  </th>
                  <th scope="col" className="hidden px-3 py-3 sm:px-4 text-right sm:table-cell">
                    Events
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const medal = MEDALS[row.rank - 1];
                  return (
                    <tr key={row.id} data-testid="leaderboard-row" className="border-t border-candy-purple/10 bg-white">
                      <td className="px-3 py-3 sm:px-4" data-testid="leaderboard-rank">
                        {medal ? (
                          <span className={cn('inline-flex size-9 items-center justify-center rounded-full', medal.className)}>
                            <medal.Icon className="size-5" aria-hidden="true" />
                            <span className="sr-only">{medal.label}</span>
                          </span>
                        ) : (
                          <span className="inline-flex size-9 items-center justify-center font-bold text-ink/70">#{row.rank}</span>
                        )}
                      </td>
                      <td className="px-3 py-3 sm:px-4">
                        <span className="flex items-center gap-3">
                          <span aria-hidden="true" className="hidden text-2xl sm:inline">
                            {row.avatar}
                          </span>
                          <span>
                            <span className="block font-bold whitespace-nowrap" data-testid="leaderboard-name">
                              {row.name}
                            </span>
                            <span className="block text-sm whitespace-nowrap text-ink/60 md:hidden">{row.city}</span>
                          </span>
                        </span>
                      </td>
                      <td className="hidden px-3 py-3 sm:px-4 text-ink/70 md:table-cell">{row.city}</td>
                      <td className={cn('px-3 py-3 sm:px-4 text-right tabular-nums', sort === 'avg' && 'font-extrabold')}>{numbers.format(row.avgPoints)}</td>
                      <td className={cn('px-3 py-3 sm:px-4 text-right tabular-nums', sort === 'total' && 'font-extrabold')}>{numbers.format(row.totalPoints)}</td>
                      <td className="hidden px-3 py-3 sm:px-4 text-right tabular-nums sm:table-cell">{row.events}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </div>
        {total > LEADERBOARD_PREVIEW ? (
          <div className="mt-6 flex justify-center">
            <Button variant="outline" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
              {expanded ? 'Show Top Participants' : 'View Full Leaderboard'}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
