import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { ConfirmationPage } from '@/features/orders/confirmation-page';

export const Route = createFileRoute('/order/$orderNumber')({
  // Stripe's Checkout returns a paying buyer here with the session's id (the server checks its form and that it
  // belongs to this order).
  validateSearch: (search: Record<string, unknown>): { session_id?: string } =>
    typeof search.session_id === 'string' && search.session_id.length <= 260 ? { session_id: search.session_id } : {},
  head: routeHead('/order/$orderNumber'),
  component: OrderRoute,
});

function OrderRoute() {
  const { orderNumber } = Route.useParams();
  const { session_id: sessionId } = Route.useSearch();
  return <ConfirmationPage orderNumber={orderNumber.toUpperCase()} sessionId={sessionId} />;
}
