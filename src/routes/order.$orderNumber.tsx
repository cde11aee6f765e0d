import { createFileRoute } from '@tanstack/react-router';
import { ConfirmationPage } from '@/features/orders/confirmation-page';

export const Route = createFileRoute('/order/$orderNumber')({
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
  return <ConfirmationPage orderNumber={orderNumber.toUpperCase()} />;
}
