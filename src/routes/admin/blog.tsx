import { createFileRoute } from '@tanstack/react-router';
import { BlogPage } from '@/features/admin/blog/blog-page';

export const Route = createFileRoute('/admin/blog')({
  // prefetch, not ensureData: a failed read shows the screen's own 'Failed to fetch blog posts' state.
  loader: ({ context }) => context.trpc.admin.blog.list.prefetch(),
  head: () => ({ meta: [{ title: 'Blog — Admin — Drip Cotton Candy' }] }),
  component: BlogPage,
});
