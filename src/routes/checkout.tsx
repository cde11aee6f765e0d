import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '@/features/cart/checkout-page';

export const Route = createFileRoute('/checkout')({
  loader: async ({ context }) => {
    // A signed-in member's checkout starts filled in with their name, email and phone.
    const [me] = await Promise.all([context.trpc.account.me.ensureData(), context.trpc.orders.checkoutInfo.ensureData()]);
    if (me) await context.trpc.member.orders.checkoutDetails.ensureData().catch(() => undefined);
  },
  head: () => ({
    meta: [
      { title: 'Checkout — Drip Cotton Candy' },
      { name: 'description', content: 'Order Drip Cotton Candy for pickup in Atlanta or local delivery, and pay at pickup or on delivery.' },
    ],
  }),
  component: CheckoutPage,
});
