import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { AboutPage } from '@/features/about/about-page';

export const Route = createFileRoute('/about')({
  // prefetch, not ensureData: a failed read must not replace the page; the section that needs it shows the error.
  loader: ({ context }) => context.trpc.content.settings.prefetch(),
  head: routeHead('/about'),
  component: AboutPage,
});
