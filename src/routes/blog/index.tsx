import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '@/features/blog/blog-list-page';
import { BLOG_PAGE_SIZE } from '../../../server/schemas/blog-paging';

export const Route = createFileRoute('/blog/')({
  loader: ({ context }) =>
    context.trpc.blog.list.prefetchInfinite({ limit: BLOG_PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor, pages: 1 }),
  head: () => ({
    meta: [
      { title: 'Blog — Drip Cotton Candy' },
      {
        name: 'description',
        content: 'Stories from the Drip Cotton Candy kitchen: new flavors, pop-up news, party tips and our monthly Featured Kids.',
      },
    ],
  }),
  component: BlogListPage,
});
