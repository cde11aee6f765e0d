import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { LeaderboardPage } from '@/features/fundraiser/leaderboard-page';
import { LEADERBOARD_PAGE_SIZE } from '@/features/fundraiser/fundraiser-search';
import { validateLeaderboardSearch, type LeaderboardSearch } from '@shared/page-search';

export const Route = createFileRoute('/fluff-fundraiser_/leaderboard')({
  validateSearch: validateLeaderboardSearch,
  loaderDeps: ({ search }) => ({ sort: search.sort ?? 'avg', page: search.page ?? 1, group: search.group }),
  loader: ({ context, deps }) =>
    context.trpc.fundraiser.leaderboard.ensureData({
      sort: deps.sort,
      page: deps.page,
      limit: LEADERBOARD_PAGE_SIZE,
      ...(deps.group ? { groupId: deps.group } : {}),
    }),
  head: routeHead('/fluff-fundraiser_/leaderboard'),
  component: LeaderboardRoute,
});

function LeaderboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Sort, page and group live in the URL so a shared link opens the same view; a new sort or group starts at page 1.
  const update = (next: LeaderboardSearch) => void navigate({ search: (prev) => ({ ...prev, ...next }), resetScroll: false });
  return (
    <LeaderboardPage
      sort={search.sort ?? 'avg'}
      page={search.page ?? 1}
      group={search.group}
      onSortChange={(sort) => update({ sort, page: undefined })}
      onGroupChange={(group) => update({ group, page: undefined })}
      onPageChange={(page) => update({ page: page === 1 ? undefined : page })}
    />
  );
}
