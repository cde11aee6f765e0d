import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { CoursesPage } from '@/features/admin/courses/courses-page';
import { parseCoursesSearch } from '@/features/admin/courses/courses-search';
import { adminListInput } from '@/features/admin/shared/list-input';

export const Route = createFileRoute('/admin/courses')({
  validateSearch: parseCoursesSearch,
  loaderDeps: ({ search }) => search,
  // prefetch, not ensureData: a failed read shows the screen's own 'Failed to fetch courses' state.
  loader: ({ context, deps }) => context.trpc.admin.courses.list.prefetch(adminListInput(deps)),
  head: routeHead('/admin/courses'),
  component: CoursesRoute,
});

function CoursesRoute() {
  return <CoursesPage search={Route.useSearch()} />;
}
