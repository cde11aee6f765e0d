import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';
import { pageMeta } from '@shared/schemas/page-heads';

export const Route = createFileRoute('/')({
  // prefetch, not ensureData: a failed read must not replace the page; the section that needs it shows the error.
  loader: ({ context }) => context.trpc.content.home.prefetch(),
  head: () => ({ meta: pageMeta('/') }),
  component: HomePage,
});
