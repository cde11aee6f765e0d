import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { OrderDetails, OrderTimeline, StatusBadge, type CustomerOrder } from './order-view';
import { TrackOrderForm } from './track-order-form';

export function TrackOrderPage({ initialNumber }: { initialNumber: string | undefined }) {
  const [order, setOrder] = useState<CustomerOrder | null>(null);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
      <header>
        <h1 className="text-4xl font-extrabold md:text-5xl">Track Your Order</h1>
        <p className="mt-2 max-w-2xl text-ink/70">Enter your order number (it is in your confirmation email) and the email you ordered with.</p>
      </header>
      <Card className="mt-8">
        <TrackOrderForm initialNumber={initialNumber} onFound={setOrder} />
      </Card>
      {order ? <TrackedOrder order={order} /> : null}
    </div>
  );
}

export function TrackedOrder({ order }: { order: CustomerOrder }) {
  return (
    <section aria-label={`Order ${order.orderNumber}`} className="mt-8 space-y-6" data-testid="tracked-order">
      <Card className="grid gap-6 md:grid-cols-[1fr_1.2fr]">
        <div>
          <p className="text-sm font-bold tracking-wide text-ink/70 uppercase">Order</p>
          <p className="font-display text-3xl font-extrabold tracking-wider" data-testid="order-number">
            {order.orderNumber}
          </p>
          <div className="mt-3">
            <StatusBadge status={order.status} />
          </div>
          <Link to="/shop" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
            Continue shopping
          </Link>
        </div>
        <OrderTimeline order={order} />
      </Card>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <OrderDetails order={order} />
      </div>
    </section>
  );
}
