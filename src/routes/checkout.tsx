import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { CheckoutPage } from '@/features/cart/checkout-page';

export const Route = createFileRoute('/checkout')({
  staticData: { withoutGamePanel: true },
  // Stripe's Checkout sends a buyer who cancels back here with ?payment=cancelled. A plain check: route options are
  // part of the first page's JavaScript.
  validateSearch: (search: Record<string, unknown>): { payment?: 'cancelled' } => (search.payment === 'cancelled' ? { payment: 'cancelled' } : {}),
  loader: async ({ context }) => {
    // A signed-in member's checkout starts filled in with their name, email and phone. Prefetching never throws:
    // the page shows a failed read in its own section.
    const [me] = await Promise.all([context.trpc.account.me.ensureData().catch(() => null), context.trpc.orders.checkoutInfo.prefetch()]);
    if (me) await context.trpc.member.orders.checkoutDetails.prefetch();
  },
  head: routeHead('/checkout'),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { payment } = Route.useSearch();
  return <CheckoutPage cardCancelled={payment === 'cancelled'} />;
}
