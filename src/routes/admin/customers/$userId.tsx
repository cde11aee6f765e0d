import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { CustomerPage } from '@/features/admin/users/customer-page';

export const Route = createFileRoute('/admin/customers/$userId')({
  loader: ({ context, params }) => context.trpc.admin.customers.get.prefetch({ userId: params.userId }),
  head: routeHead('/admin/customers/$userId'),
  component: CustomerRoute,
});

function CustomerRoute() {
  const { userId } = Route.useParams();
  return <CustomerPage userId={userId} />;
}
