import { createFileRoute } from '@tanstack/react-router';
import { PackingSlipPage } from '@/features/admin/orders/packing-slip-page';

export const Route = createFileRoute('/admin/orders_/$orderId/slip')({
  head: () => ({ meta: [{ title: 'Packing slip — Admin — Drip Cotton Candy' }] }),
  component: PackingSlipRoute,
});

function PackingSlipRoute() {
  const { orderId } = Route.useParams();
  return <PackingSlipPage orderId={orderId} />;
}
