import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { HomePage, loadHomeSections } from '@/features/home/home-page';

export const Route = createFileRoute('/')({
  // prefetch, not ensureData: a failed read must not replace the page; the section that needs it shows the error.
  loader: ({ context }) => Promise.all([context.trpc.content.home.prefetch(), loadHomeSections()]),
  head: routeHead('/'),
  component: HomePage,
});
