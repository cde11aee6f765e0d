import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { ProductsPage } from '@/features/admin/products/products-page';
import { parseProductsSearch } from '@/features/admin/products/products-search';
import { adminListInput } from '@/features/admin/shared/list-input';

export const Route = createFileRoute('/admin/products')({
  validateSearch: parseProductsSearch,
  loaderDeps: ({ search }) => search,
  // prefetch, not ensureData: a failed read shows the screen's own 'Failed to fetch products' state.
  loader: ({ context, deps }) => context.trpc.admin.products.list.prefetch(adminListInput(deps)),
  head: routeHead('/admin/products'),
  component: ProductsRoute,
});

function ProductsRoute() {
  return <ProductsPage search={Route.useSearch()} />;
}
