import { Link } from '@tanstack/react-router';
import { ChevronRightIcon, ReceiptIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCents } from '@shared/money';
import { countOf } from '@/lib/format';
import { api } from '@/lib/trpc';
import { FULFILMENT_LABELS } from '@shared/schemas/order-rules';
import { StatusBadge } from './order-view';

const placedOn = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A member's orders, newest first, each opening its detail with the status history and Order again. */
export function MyOrdersPage() {
  const [orders] = api.member.orders.list.useSuspenseQuery();
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <Link to="/dashboard" className="text-sm font-bold text-candy-purple-dark hover:underline">
        ← Back to Dashboard
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">My Orders</h1>
      {orders.length === 0 ? (
        <Card className="mt-6 flex flex-col items-center gap-3 py-10 text-center">
          <ReceiptIcon className="size-10 text-candy-pink-dark" aria-hidden="true" />
          <p className="text-lg font-bold">No orders yet</p>
          <p className="text-ink/70">Orders you place while signed in show up here.</p>
          <Link to="/shop" className={buttonVariants({ className: 'mt-2' })}>
            Shop the Sweetness
          </Link>
        </Card>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Your orders">
          {orders.map((order) => (
            <li key={order.orderNumber}>
              <Link
                to="/dashboard/orders/$orderNumber"
                params={{ orderNumber: order.orderNumber }}
                className="flex items-center gap-4 rounded-2xl border border-candy-purple/15 bg-white p-4 shadow-sm transition hover:border-candy-pink hover:shadow-md"
                data-testid="my-order"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-extrabold">{order.orderNumber}</p>
                  <p className="text-sm text-ink/70">
                    {placedOn.format(order.createdAt)} · {countOf(order.itemCount, 'item')} · {FULFILMENT_LABELS[order.fulfilment]}
                  </p>
                </div>
                <div className="flex flex-col items-end gap-1.5">
                  <StatusBadge status={order.status} />
                  <span className="font-bold tabular-nums">{formatCents(order.totalCents)}</span>
                </div>
                <ChevronRightIcon className="size-5 shrink-0 text-ink/40" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
