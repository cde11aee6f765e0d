import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';
import { pageMeta } from '@shared/schemas/page-heads';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.trpc.content.home.ensureData(),
  head: () => ({ meta: pageMeta('/') }),
  component: HomePage,
});
