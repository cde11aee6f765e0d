import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ShopPage } from '@/features/shop/shop-page';
import { PRODUCT_CATEGORIES } from '@/features/shop/categories';

// zod/mini keeps search validation out of the first page's weight (route options are not code-split).
const searchSchema = z.object({
  // An unknown category in a link falls back to all products rather than an error page.
  category: z.catch(z.optional(z.enum(PRODUCT_CATEGORIES)), undefined),
});

export const Route = createFileRoute('/shop')({
  validateSearch: searchSchema,
  loader: ({ context }) => context.trpc.shop.products.ensureData(),
  head: () => ({
    meta: [
      { title: 'Shop — Drip Cotton Candy' },
      { name: 'description', content: 'Order gourmet cotton candy tubs, fluffy merch, accessories and games from Drip Cotton Candy in Atlanta.' },
    ],
  }),
  component: ShopRoute,
});

function ShopRoute() {
  const { category } = Route.useSearch();
  return <ShopPage category={category} />;
}
