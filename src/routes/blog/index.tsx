import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage, loadBlogListSections } from '@/features/blog/blog-list-page';
import { BLOG_PAGE_SIZE } from '@shared/schemas/blog-paging';
import { pageMeta } from '@shared/schemas/page-heads';

export const Route = createFileRoute('/blog/')({
  loader: ({ context }) =>
    Promise.all([
      context.trpc.blog.list.prefetchInfinite({ limit: BLOG_PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor, pages: 1 }),
      loadBlogListSections(),
    ]),
  head: () => ({ meta: pageMeta('/blog') }),
  component: BlogListPage,
});
