import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CheckCircle2Icon, HourglassIcon, PartyPopperIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { clearCartAfterOrder } from '@/lib/cart-actions';
import { recentOrderEmail, recentOrderQueryKey, rememberRecentOrder, takeCartPaidByCard } from '@/lib/recent-order';
import { setSupportingStand } from '@/lib/supporting-stand';
import { api, errorMessageOf } from '@/lib/trpc';
import { OrderDetails, OrderTimeline, StatusBadge, type CustomerOrder } from './order-view';
import { TrackedOrder } from './track-order-page';
import { TrackOrderForm } from './track-order-form';

/** While Stripe has not confirmed the payment, the page asks again this often, a few times (then on a click). */
const CARD_RECHECK_MS = 4_000;
const CARD_RECHECKS = 8;

/**
 * The page after checkout. Back from Stripe's Checkout (the session's id in the address) it shows the order of that
 * session, paid or still being confirmed. This tab remembers the order's email, so the order shows (with its current status) even
 * after a reload; anywhere else the page asks for the email, as the tracking page does.
 */
export function ConfirmationPage({ orderNumber, sessionId }: { orderNumber: string; sessionId?: string }) {
  return sessionId ? <CardReturnPage orderNumber={orderNumber} sessionId={sessionId} /> : <RecentOrderPage orderNumber={orderNumber} />;
}

function CardReturnPage({ orderNumber, sessionId }: { orderNumber: string; sessionId: string }) {
  const { client } = api.useUtils();
  const order = useQuery({
    queryKey: ['card-return', orderNumber, sessionId],
    queryFn: () => client.orders.cardReturn.mutate({ orderNumber, sessionId }),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data?.status === 'awaiting_payment' && query.state.dataUpdateCount < CARD_RECHECKS ? CARD_RECHECK_MS : false),
  });
  const paid = order.data?.paid === true;
  const email = order.data?.email;
  useEffect(() => {
    if (!paid || !email) return;
    // The session's id proved this is the buyer: this tab now finds the order without it, as after any checkout.
    rememberRecentOrder({ orderNumber, email });
    if (takeCartPaidByCard(orderNumber)) {
      clearCartAfterOrder();
      setSupportingStand(null);
    }
  }, [paid, email, orderNumber]);

  if (order.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading your order" />
      </div>
    );
  }
  if (order.isError) return <OrderLoadError orderNumber={orderNumber} message={errorMessageOf(order.error)} />;
  return <Confirmation order={order.data} recheck={{ pending: order.isFetching, run: () => void order.refetch() }} />;
}

function OrderLoadError({ orderNumber, message }: { orderNumber: string; message: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold">We couldn’t load your order</h1>
      <p role="alert" className="mt-2 text-ink/70">
        {message}
      </p>
      <Link to="/track-order" search={{ number: orderNumber }} className={buttonVariants({ className: 'mt-6' })}>
        Track your order
      </Link>
    </div>
  );
}

function RecentOrderPage({ orderNumber }: { orderNumber: string }) {
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
  if (order.isError) return <OrderLoadError orderNumber={orderNumber} message={errorMessageOf(order.error)} />;
  return <Confirmation order={order.data} />;
}

function Confirmation({ order, recheck }: { order: CustomerOrder; recheck?: { pending: boolean; run: () => void } }) {
  const awaitingCard = order.status === 'awaiting_payment';
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
      <section className="rounded-3xl bg-gradient-to-br from-candy-pink/20 via-white to-candy-blue/20 px-6 py-10 text-center shadow-sm">
        <PartyPopperIcon className="mx-auto size-12 text-candy-pink-dark" aria-hidden="true" />
        <h1 className="mt-3 text-4xl font-extrabold md:text-5xl">Thank you, {order.customerName}!</h1>
        <p className="mt-2 text-ink/75">
          {awaitingCard
            ? `Your order is in. We’ll email ${order.email} as soon as the payment is confirmed.`
            : `Your order is in. We sent a confirmation to ${order.email}.`}
        </p>
        {order.paid ? (
          <p
            className="mt-4 inline-flex items-center gap-2 rounded-full bg-emerald-100 px-4 py-1.5 font-extrabold text-emerald-800"
            data-testid="card-payment-state"
          >
            <CheckCircle2Icon className="size-5" aria-hidden="true" />
            Paid
          </p>
        ) : awaitingCard ? (
          <div className="mt-4 flex flex-col items-center gap-2">
            <p role="status" className="inline-flex items-center gap-2 rounded-full bg-candy-yellow/40 px-4 py-1.5 font-bold" data-testid="card-payment-state">
              <HourglassIcon className="size-5" aria-hidden="true" />
              Waiting for the card payment to be confirmed
            </p>
            {recheck ? (
              <Button type="button" variant="outline" size="sm" onClick={recheck.run} disabled={recheck.pending}>
                {recheck.pending ? 'Checking…' : 'Check again'}
              </Button>
            ) : null}
          </div>
        ) : null}
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
