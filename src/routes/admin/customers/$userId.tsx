import { createFileRoute } from '@tanstack/react-router';
import { CustomerPage } from '@/features/admin/users/customer-page';

export const Route = createFileRoute('/admin/customers/$userId')({
  loader: ({ context, params }) => context.trpc.admin.customers.get.prefetch({ userId: params.userId }),
  head: () => ({ meta: [{ title: 'Customer — Admin — Drip Cotton Candy' }] }),
  component: CustomerRoute,
});

function CustomerRoute() {
  const { userId } = Route.useParams();
  return <CustomerPage userId={userId} />;
}
