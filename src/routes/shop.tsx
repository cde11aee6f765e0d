import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '@/features/shop/shop-page';
import { validateShopSearch } from '@shared/page-search';
import { pageMeta } from '@shared/schemas/page-heads';

export const Route = createFileRoute('/shop')({
  validateSearch: validateShopSearch,
  loader: ({ context }) => context.trpc.shop.products.prefetch(),
  head: () => ({ meta: pageMeta('/shop') }),
  component: ShopRoute,
});

function ShopRoute() {
  const { category, q, sort } = Route.useSearch();
  return <ShopPage category={category} q={q} sort={sort} />;
}
