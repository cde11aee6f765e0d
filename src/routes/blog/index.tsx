import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { BlogListPage, loadBlogListSections } from '@/features/blog/blog-list-page';
import { BLOG_PAGE_SIZE } from '@shared/schemas/blog-paging';

export const Route = createFileRoute('/blog/')({
  loader: ({ context }) =>
    Promise.all([
      context.trpc.blog.list.prefetchInfinite({ limit: BLOG_PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor, pages: 1 }),
      loadBlogListSections(),
    ]),
  head: routeHead('/blog/'),
  component: BlogListPage,
});
