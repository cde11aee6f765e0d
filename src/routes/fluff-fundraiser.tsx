import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { FundraiserPage, loadFundraiserSections } from '@/features/fundraiser/fundraiser-page';
import { LEADERBOARD_PREVIEW } from '@/features/fundraiser/fundraiser-search';
import { validateFundraiserSearch, type GalleryFilter, type LeaderboardSortValue } from '@shared/page-search';

export const Route = createFileRoute('/fluff-fundraiser')({
  validateSearch: validateFundraiserSearch,
  loaderDeps: ({ search }) => ({ sort: search.sort ?? 'avg' }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.trpc.fundraiser.landing.ensureData(),
      context.trpc.fundraiser.leaderboard.ensureData({ sort: deps.sort, limit: LEADERBOARD_PREVIEW }),
      loadFundraiserSections(),
    ]),
  head: routeHead('/fluff-fundraiser'),
  component: FundraiserRoute,
});

function FundraiserRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Sort and filter live in the URL so a shared link opens the same view; changing them keeps the scroll position.
  const update = (next: { sort?: LeaderboardSortValue; media?: GalleryFilter }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true, resetScroll: false, hashScrollIntoView: false });
  return (
    <FundraiserPage
      sort={search.sort ?? 'avg'}
      media={search.media ?? 'all'}
      onSortChange={(sort) => update({ sort })}
      onMediaChange={(media) => update({ media })}
    />
  );
}
