import { createFileRoute, Link } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { errorMessageOf } from '@/lib/trpc';
import { MemberHeader } from '@/features/dashboard/member-header';
import { MyOrderPage } from '@/features/orders/my-order-page';

export const Route = createFileRoute('/dashboard/orders/$orderNumber')({
  loader: ({ context, params }) => context.trpc.member.orders.detail.ensureData({ orderNumber: params.orderNumber }),
  head: routeHead('/dashboard/orders/$orderNumber'),
  component: MyOrderRoute,
  // Another member's order number, or a mistyped one, reads like any order the member does not have.
  errorComponent: ({ error }) => (
    <div className="min-h-svh bg-cream">
      <MemberHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold">Order not found</h1>
        <p role="alert" className="mt-3 text-ink/70">
          {errorMessageOf(error)}
        </p>
        <Link to="/dashboard/orders" className="mt-6 inline-block font-bold text-candy-purple-dark hover:underline">
          ← All my orders
        </Link>
      </main>
    </div>
  ),
});

function MyOrderRoute() {
  const { orderNumber } = Route.useParams();
  return (
    <div className="min-h-svh bg-cream">
      <MemberHeader />
      <MyOrderPage orderNumber={orderNumber} />
    </div>
  );
}
