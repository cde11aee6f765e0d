import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { MyGroupPage } from '@/features/dashboard/my-group-page';

export const Route = createFileRoute('/dashboard/group')({
  loader: ({ context }) => context.trpc.fundraiser.myGroups.ensureData(),
  head: routeHead('/dashboard/group'),
  component: MyGroupPage,
});
