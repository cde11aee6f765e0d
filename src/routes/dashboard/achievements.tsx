import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { AchievementsPage } from '@/features/dashboard/achievements-page';

export const Route = createFileRoute('/dashboard/achievements')({
  loader: ({ context }) => context.trpc.member.achievements.ensureData(),
  head: routeHead('/dashboard/achievements'),
  component: AchievementsPage,
});
