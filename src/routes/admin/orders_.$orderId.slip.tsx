import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { PackingSlipPage } from '@/features/admin/orders/packing-slip-page';

export const Route = createFileRoute('/admin/orders_/$orderId/slip')({
  head: routeHead('/admin/orders_/$orderId/slip'),
  component: PackingSlipRoute,
});

function PackingSlipRoute() {
  const { orderId } = Route.useParams();
  return <PackingSlipPage orderId={orderId} />;
}
