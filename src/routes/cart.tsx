import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/cart-page';

export const Route = createFileRoute('/cart')({
  head: () => ({
    meta: [
      { title: 'Cart — Drip Cotton Candy' },
      { name: 'description', content: 'Your Drip Cotton Candy cart: check your treats and quantities, then order for pickup or local delivery in Atlanta.' },
    ],
  }),
  component: CartPage,
});
