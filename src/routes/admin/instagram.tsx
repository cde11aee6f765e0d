import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { InstagramPage } from '@/features/admin/instagram/instagram-page';

export const Route = createFileRoute('/admin/instagram')({
  // prefetch, not ensureData: a failed read shows the screen's own 'Failed to fetch Instagram posts' state.
  loader: ({ context }) => context.trpc.admin.instagram.list.prefetch(),
  head: routeHead('/admin/instagram'),
  component: InstagramPage,
});
