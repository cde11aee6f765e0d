import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '@/features/cart/checkout-page';

export const Route = createFileRoute('/checkout')({
  loader: ({ context }) => context.trpc.orders.checkoutInfo.prefetch(),
  head: () => ({
    meta: [
      { title: 'Checkout — Drip Cotton Candy' },
      { name: 'description', content: 'Order Drip Cotton Candy for pickup in Atlanta or local delivery, and pay at pickup or on delivery.' },
    ],
  }),
  component: CheckoutPage,
});
