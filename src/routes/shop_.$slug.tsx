import { createFileRoute, notFound } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { TRPCClientError } from '@trpc/client';
import { ProductNotFound, ProductPage } from '@/features/shop/product-page';
import { api } from '@/lib/trpc';

export const Route = createFileRoute('/shop_/$slug')({
  loader: async ({ context, params }) => {
    try {
      return await context.trpc.shop.product.ensureData({ slug: params.slug });
    } catch (error) {
      const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
      if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') throw notFound();
      throw error;
    }
  },
  head: routeHead('/shop_/$slug'),
  notFoundComponent: ProductNotFound,
  component: ProductRoute,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  const product = api.shop.product.useQuery({ slug });
  if (!product.data) return null;
  return <ProductPage product={product.data} />;
}
