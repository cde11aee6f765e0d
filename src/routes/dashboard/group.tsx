import { createFileRoute } from '@tanstack/react-router';
import { MyGroupPage } from '@/features/dashboard/my-group-page';

export const Route = createFileRoute('/dashboard/group')({
  loader: ({ context }) => context.trpc.fundraiser.myGroups.ensureData(),
  head: () => ({ meta: [{ title: 'My Group — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  component: MyGroupPage,
});
