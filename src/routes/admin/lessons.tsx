import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { LessonsPage } from '@/features/admin/lessons/lessons-page';
import { parseLessonsSearch } from '@/features/admin/lessons/lessons-search';
import { adminListInput } from '@/features/admin/shared/list-input';

export const Route = createFileRoute('/admin/lessons')({
  validateSearch: parseLessonsSearch,
  loaderDeps: ({ search }) => search,
  // prefetch, not ensureData: a failed read shows the screen's own 'Failed to fetch lessons' state.
  loader: ({ context, deps }) => Promise.all([context.trpc.admin.courses.options.prefetch(), context.trpc.admin.lessons.list.prefetch(adminListInput(deps))]),
  head: routeHead('/admin/lessons'),
  component: LessonsRoute,
});

function LessonsRoute() {
  return <LessonsPage search={Route.useSearch()} />;
}
