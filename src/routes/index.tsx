import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { HomePage } from '@/features/home/home-page';

export const Route = createFileRoute('/')({
  // prefetch, not ensureData: a failed read must not replace the page; the section that needs it shows the error.
  loader: ({ context }) => context.trpc.content.home.prefetch(),
  head: routeHead('/'),
  component: HomePage,
});
