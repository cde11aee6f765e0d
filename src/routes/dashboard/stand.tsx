import { createFileRoute } from '@tanstack/react-router';
import { MyStandPage } from '@/features/dashboard/my-stand-page';

export const Route = createFileRoute('/dashboard/stand')({
  loader: ({ context }) => context.trpc.fundraiser.myStands.ensureData(),
  head: () => ({ meta: [{ title: 'My Stand — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  component: MyStandPage,
});
