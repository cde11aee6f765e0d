import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { ShopPage } from '@/features/shop/shop-page';
import { validateShopSearch } from '@shared/page-search';

export const Route = createFileRoute('/shop')({
  validateSearch: validateShopSearch,
  loader: ({ context }) => context.trpc.shop.products.prefetch(),
  head: routeHead('/shop'),
  component: ShopRoute,
});

function ShopRoute() {
  const { category, q, sort } = Route.useSearch();
  return <ShopPage category={category} q={q} sort={sort} />;
}
