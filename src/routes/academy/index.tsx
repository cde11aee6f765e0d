import { createFileRoute } from '@tanstack/react-router';
import { AcademyPage, loadAcademySections } from '@/features/academy/academy-page';
import { pageMeta } from '@shared/schemas/page-heads';

export const Route = createFileRoute('/academy/')({
  loader: ({ context }) => Promise.all([context.trpc.academy.courses.prefetch(), loadAcademySections()]),
  head: () => ({ meta: pageMeta('/academy') }),
  component: AcademyPage,
});
