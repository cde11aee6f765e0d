import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/about/about-page';
import { pageMeta } from '@shared/schemas/page-heads';

export const Route = createFileRoute('/about')({
  loader: ({ context }) => context.trpc.content.settings.ensureData(),
  head: () => ({ meta: pageMeta('/about') }),
  component: AboutPage,
});
