import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { CartPage } from '@/features/cart/cart-page';

export const Route = createFileRoute('/cart')({
  head: routeHead('/cart'),
  component: CartPage,
});
