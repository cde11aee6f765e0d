import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '@/features/cart/checkout-page';

export const Route = createFileRoute('/checkout')({
  staticData: { withoutGamePanel: true },
  loader: async ({ context }) => {
    // A signed-in member's checkout starts filled in with their name, email and phone. Prefetching never throws:
    // the page shows a failed read in its own section.
    const [me] = await Promise.all([context.trpc.account.me.ensureData().catch(() => null), context.trpc.orders.checkoutInfo.prefetch()]);
    if (me) await context.trpc.member.orders.checkoutDetails.prefetch();
  },
  head: () => ({
    meta: [
      { title: 'Checkout — Drip Cotton Candy' },
      { name: 'description', content: 'Order Drip Cotton Candy for pickup in Atlanta or local delivery, and pay at pickup or on delivery.' },
    ],
  }),
  component: CheckoutPage,
});
