import { createFileRoute } from '@tanstack/react-router';
import { AchievementsPage } from '@/features/dashboard/achievements-page';

export const Route = createFileRoute('/dashboard/achievements')({
  loader: ({ context }) => context.trpc.member.achievements.ensureData(),
  head: () => ({ meta: [{ title: 'My Achievements — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  component: AchievementsPage,
});
