import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { MemberHeader } from '@/features/dashboard/member-header';
import { MyOrdersPage } from '@/features/orders/my-orders-page';

export const Route = createFileRoute('/dashboard/orders/')({
  loader: ({ context }) => context.trpc.member.orders.list.ensureData(),
  head: routeHead('/dashboard/orders/'),
  component: () => (
    <div className="min-h-svh bg-cream">
      <MemberHeader />
      <MyOrdersPage />
    </div>
  ),
});
