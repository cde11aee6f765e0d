import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { AcademyPage, loadAcademySections } from '@/features/academy/academy-page';

export const Route = createFileRoute('/academy/')({
  loader: ({ context }) => Promise.all([context.trpc.academy.courses.prefetch(), loadAcademySections()]),
  head: routeHead('/academy/'),
  component: AcademyPage,
});
