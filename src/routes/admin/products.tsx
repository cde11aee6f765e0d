import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '@/features/admin/products/products-page';

export const Route = createFileRoute('/admin/products')({
  // prefetch, not ensureData: a failed read shows the screen's own 'Failed to fetch products' state.
  loader: ({ context }) => context.trpc.admin.products.list.prefetch(),
  head: () => ({ meta: [{ title: 'Products — Admin — Drip Cotton Candy' }] }),
  component: ProductsPage,
});
