import { createFileRoute } from '@tanstack/react-router';
import { oneOf } from '@/lib/search-params';
import { ShopPage } from '@/features/shop/shop-page';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@/features/shop/categories';
import { pageMeta } from '@shared/schemas/page-heads';

export const Route = createFileRoute('/shop')({
  // An unknown category in a link falls back to all products rather than an error page.
  validateSearch: (search: Record<string, unknown>): { category?: ProductCategory } => {
    // Always return the key: the router keeps raw params it is not given a value for.
    return { category: oneOf(PRODUCT_CATEGORIES, search.category) };
  },
  loader: ({ context }) => context.trpc.shop.products.prefetch(),
  head: () => ({ meta: pageMeta('/shop') }),
  component: ShopRoute,
});

function ShopRoute() {
  const { category } = Route.useSearch();
  return <ShopPage category={category} />;
}
