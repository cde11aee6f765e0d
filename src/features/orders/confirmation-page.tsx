import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PartyPopperIcon } from 'lucide-react';
import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { recentOrderEmail, recentOrderQueryKey } from '@/lib/recent-order';
import { api, errorMessageOf } from '@/lib/trpc';
import { OrderDetails, OrderTimeline, StatusBadge, type CustomerOrder } from './order-view';
import { TrackedOrder } from './track-order-page';
import { TrackOrderForm } from './track-order-form';

/**
 * The page after checkout. This tab remembers the order's email, so the order shows (with its current status) even
 * after a reload; anywhere else the page asks for the email, as the tracking page does.
 */
export function ConfirmationPage({ orderNumber }: { orderNumber: string }) {
  const [email] = useState(() => recentOrderEmail(orderNumber));
  const { client } = api.useUtils();
  const order = useQuery({
    queryKey: recentOrderQueryKey(orderNumber),
    queryFn: () => client.orders.track.mutate({ orderNumber, email: email ?? '' }),
    enabled: email !== undefined,
    staleTime: 30_000,
    retry: false,
  });
  const [found, setFound] = useState<CustomerOrder | null>(null);

  if (email === undefined) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
        <h1 className="text-4xl font-extrabold">Order {orderNumber.toUpperCase()}</h1>
        <p className="mt-2 text-ink/70">To see this order, enter the email it was placed with.</p>
        <Card className="mt-6">
          <TrackOrderForm initialNumber={orderNumber} onFound={setFound} />
        </Card>
        {found ? <TrackedOrder order={found} /> : null}
      </div>
    );
  }
  if (order.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading your order" />
      </div>
    );
  }
  if (order.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold">We couldn’t load your order</h1>
        <p role="alert" className="mt-2 text-ink/70">
          {errorMessageOf(order.error)}
        </p>
        <Link to="/track-order" search={{ number: orderNumber }} className={buttonVariants({ className: 'mt-6' })}>
          Track your order
        </Link>
      </div>
    );
  }
  return <Confirmation order={order.data} />;
}

function Confirmation({ order }: { order: CustomerOrder }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
      <section className="rounded-3xl bg-gradient-to-br from-candy-pink/20 via-white to-candy-blue/20 px-6 py-10 text-center shadow-sm">
        <PartyPopperIcon className="mx-auto size-12 text-candy-pink-dark" aria-hidden="true" />
        <h1 className="mt-3 text-4xl font-extrabold md:text-5xl">Thank you, {order.customerName}!</h1>
        <p className="mt-2 text-ink/75">Your order is in. We sent a confirmation to {order.email}.</p>
        <p className="mt-6 text-sm font-bold tracking-wide text-ink/70 uppercase">Your order number</p>
        <p className="font-display text-4xl font-extrabold tracking-wider text-candy-purple-dark" data-testid="order-number">
          {order.orderNumber}
        </p>
        <p className="mt-2 text-sm text-ink/70">Keep it handy: with your email it lets you track your order.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/track-order" search={{ number: order.orderNumber }} className={buttonVariants({ variant: 'secondary' })}>
            Track your order
          </Link>
          <Link to="/shop" className={buttonVariants({ variant: 'outline' })}>
            Continue shopping
          </Link>
        </div>
      </section>
      <div className="mt-8 grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)]">
        <Card className="md:row-span-2">
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-xl font-bold">Status</h2>
            <StatusBadge status={order.status} />
          </div>
          <div className="mt-4">
            <OrderTimeline order={order} />
          </div>
        </Card>
        <OrderDetails order={order} />
      </div>
    </div>
  );
}
