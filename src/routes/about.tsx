import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/about/about-page';
import { pageMeta } from '@shared/schemas/page-heads';

export const Route = createFileRoute('/about')({
  // prefetch, not ensureData: a failed read must not replace the page; the section that needs it shows the error.
  loader: ({ context }) => context.trpc.content.settings.prefetch(),
  head: () => ({ meta: pageMeta('/about') }),
  component: AboutPage,
});
