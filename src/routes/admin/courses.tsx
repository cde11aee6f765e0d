import { createFileRoute } from '@tanstack/react-router';
import { CoursesPage } from '@/features/admin/courses/courses-page';

export const Route = createFileRoute('/admin/courses')({
  loader: ({ context }) => context.trpc.admin.courses.list.ensureData(),
  head: () => ({ meta: [{ title: 'Courses — Admin — Drip Cotton Candy' }] }),
  component: CoursesPage,
});
