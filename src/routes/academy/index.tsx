import { createFileRoute } from '@tanstack/react-router';
import { AcademyPage } from '@/features/academy/academy-page';
import { pageMeta } from '@shared/schemas/page-heads';

export const Route = createFileRoute('/academy/')({
  loader: ({ context }) => context.trpc.academy.courses.prefetch(),
  head: () => ({ meta: pageMeta('/academy') }),
  component: AcademyPage,
});
