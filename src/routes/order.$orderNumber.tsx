import { createFileRoute } from '@tanstack/react-router';
import { ConfirmationPage } from '@/features/orders/confirmation-page';

export const Route = createFileRoute('/order/$orderNumber')({
  // Stripe's Checkout returns a paying buyer here with the session's id (the server checks its form and that it
  // belongs to this order).
  validateSearch: (search: Record<string, unknown>): { session_id?: string } =>
    typeof search.session_id === 'string' && search.session_id.length <= 260 ? { session_id: search.session_id } : {},
  head: ({ params }) => ({
    meta: [
      { title: `Order ${params.orderNumber.toUpperCase()} — Drip Cotton Candy` },
      { name: 'description', content: 'Your Drip Cotton Candy order confirmation.' },
      // An order page is personal: keep it out of search engines.
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: OrderRoute,
});

function OrderRoute() {
  const { orderNumber } = Route.useParams();
  const { session_id: sessionId } = Route.useSearch();
  return <ConfirmationPage orderNumber={orderNumber.toUpperCase()} sessionId={sessionId} />;
}
