import { createFileRoute, notFound } from '@tanstack/react-router';
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
  // The server writes the full head (canonical, link preview, Product data); this keeps the title right in the browser.
  head: ({ loaderData: product }) => ({
    meta: product
      ? [{ title: `${product.name} — Drip Cotton Candy` }, { name: 'description', content: product.description || product.name }]
      : [{ title: 'Product Not Found — Drip Cotton Candy' }],
  }),
  notFoundComponent: ProductNotFound,
  component: ProductRoute,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  const product = api.shop.product.useQuery({ slug });
  if (!product.data) return null;
  return <ProductPage product={product.data} />;
}
