import { createFileRoute } from '@tanstack/react-router';
import { LessonsPage } from '@/features/admin/lessons/lessons-page';

// Plain parsing (no zod): route options ship with the first page. A malformed id falls back to all courses.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/admin/lessons')({
  validateSearch: (search: Record<string, unknown>): { course?: string } => ({
    course: typeof search.course === 'string' && UUID.test(search.course) ? search.course : undefined,
  }),
  loaderDeps: ({ search }) => ({ course: search.course }),
  loader: ({ context, deps }) =>
    Promise.all([context.trpc.admin.courses.options.ensureData(), context.trpc.admin.lessons.list.ensureData(deps.course ? { courseId: deps.course } : {})]),
  head: () => ({ meta: [{ title: 'Lessons — Admin — Drip Cotton Candy' }] }),
  component: LessonsRoute,
});

function LessonsRoute() {
  const { course } = Route.useSearch();
  return <LessonsPage courseId={course} />;
}
