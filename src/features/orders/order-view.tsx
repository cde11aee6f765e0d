import { CheckIcon, CalendarClockIcon, ClockIcon, MapPinIcon, WalletIcon, XIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { MoneyTotals } from '@/components/ui/money-totals';
import { formatCents } from '@shared/money';
import { cn } from '@/lib/utils';
import { FULFILMENT_LABELS, ORDER_STATUS_LABELS } from '@shared/schemas/order-rules';
import type { OrderStatus } from '@shared/schemas/values';
import type { RouterOutputs } from '@/lib/api-types';

export type CustomerOrder = RouterOutputs['orders']['track'];

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** What each step means to the buyer; pickup and delivery differ at the end. */
function stepText(status: OrderStatus, fulfilment: CustomerOrder['fulfilment']): string {
  switch (status) {
    case 'received':
      return 'We have your order.';
    case 'preparing':
      return 'We are spinning it fresh.';
    case 'ready':
      return fulfilment === 'pickup' ? 'Ready for pickup. Come and get it!' : 'Packed and ready to go.';
    case 'out_for_delivery':
      return 'On its way to you.';
    case 'completed':
      return fulfilment === 'pickup' ? 'Picked up. Enjoy!' : 'Delivered. Enjoy!';
    case 'cancelled':
      return 'This order was cancelled. Questions? Give us a call.';
    case 'awaiting_payment':
      return 'Waiting for your card payment.';
    case 'payment_expired':
      return 'The card payment was not completed, so this order was released. Nothing was charged.';
  }
}

/** How the order's money stands, as the buyer reads it after the amount. */
function paymentState(order: CustomerOrder): string {
  if (order.paid) return 'paid';
  if (order.paymentMethod !== 'card') return 'card or cash';
  return order.status === 'awaiting_payment' ? 'not paid yet' : 'not paid';
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      data-testid="order-status"
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-sm font-extrabold',
        status === 'cancelled' ? 'bg-red-100 text-red-800' : status === 'completed' ? 'bg-emerald-100 text-emerald-800' : 'bg-candy-purple-dark text-white',
      )}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/** The order's steps: the ones passed with their time, the current one, and those still to come. */
export function OrderTimeline({ order }: { order: CustomerOrder }) {
  const reachedAt = new Map(order.history.map((h) => [h.status, h.changedAt] as const));
  const steps: OrderStatus[] =
    order.status === 'cancelled' ? [...order.history.map((h) => h.status).filter((s) => s !== 'cancelled'), 'cancelled'] : order.statusPath;
  return (
    <ol className="relative space-y-0" aria-label="Order status timeline" data-testid="order-timeline">
      {steps.map((status, index) => {
        const at = reachedAt.get(status);
        const reached = at !== undefined;
        const current = status === order.status;
        const last = index === steps.length - 1;
        return (
          <li key={status} className="relative flex gap-4 pb-6 last:pb-0" aria-current={current ? 'step' : undefined}>
            {!last ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-8 left-[15px] h-[calc(100%-2rem)] w-0.5',
                  reached && reachedAt.has(steps[index + 1]!) ? 'bg-candy-pink-dark' : 'bg-candy-purple/20',
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2',
                status === 'cancelled'
                  ? 'border-red-600 bg-red-600 text-white'
                  : reached
                    ? 'border-candy-pink-dark bg-candy-pink-dark text-white'
                    : 'border-candy-purple/30 bg-white text-candy-purple/50',
                current && status !== 'cancelled' && 'ring-4 ring-candy-pink/30',
              )}
            >
              {status === 'cancelled' ? (
                <XIcon className="size-4" />
              ) : reached ? (
                <CheckIcon className="size-4" />
              ) : (
                <span className="size-2 rounded-full bg-current" />
              )}
            </span>
            <div className={cn('pt-1', !reached && 'text-ink/70')}>
              <p className="font-bold">
                {ORDER_STATUS_LABELS[status]}
                {current ? <span className="sr-only"> (current status)</span> : null}
              </p>
              <p className="text-sm">{stepText(status, order.fulfilment)}</p>
              {at ? (
                <p className="mt-0.5 text-xs text-ink/70">
                  <time dateTime={at.toISOString()}>{dateTime.format(at)}</time>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Items and totals, then how the order is handed over and paid: two cards for the parent's grid. */
export function OrderDetails({ order }: { order: CustomerOrder }) {
  return (
    <>
      <Card>
        <h2 className="text-xl font-bold">Items</h2>
        <ul className="mt-3 divide-y divide-candy-purple/10">
          {order.lines.map((line) => (
            <li key={`${line.productName}:${line.size ?? ''}`} className="flex items-center gap-3 py-3" data-testid="order-line">
              <div className="size-12 shrink-0 overflow-hidden rounded-xl bg-candy-pink/10">
                {line.imageUrl ? <img src={line.imageUrl} alt="" className="size-full object-contain p-1" width={48} height={48} /> : null}
              </div>
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-bold">{line.productName}</p>
                <p className="text-ink/70">
                  {line.size ? `${line.size} · ` : ''}
                  {line.quantity} × {formatCents(line.unitPriceCents)}
                </p>
              </div>
              <p className="font-bold tabular-nums">{formatCents(line.lineTotalCents)}</p>
            </li>
          ))}
        </ul>
        <MoneyTotals className="mt-3" money={order} totalTestId="order-total" />
      </Card>
      <Card className="space-y-5">
        <div>
          <h2 className="text-xl font-bold">{FULFILMENT_LABELS[order.fulfilment]}</h2>
          {order.when ? (
            <p className="mt-2 flex gap-2 text-sm font-bold" data-testid="order-when">
              <CalendarClockIcon className="mt-0.5 size-4 shrink-0 text-candy-purple-dark" aria-hidden="true" />
              {order.when}
            </p>
          ) : null}
          {order.fulfilment === 'pickup' ? (
            order.pickup ? (
              <div className="mt-2 space-y-1.5 text-sm">
                <p className="flex gap-2">
                  <MapPinIcon className="mt-0.5 size-4 shrink-0 text-candy-purple-dark" aria-hidden="true" />
                  {order.pickup.address}
                </p>
                <p className="flex gap-2">
                  <ClockIcon className="mt-0.5 size-4 shrink-0 text-candy-purple-dark" aria-hidden="true" />
                  {order.when ? 'We’ll email you when it’s ready.' : `${order.pickup.hoursText}. We’ll email you when it’s ready.`}
                </p>
              </div>
            ) : order.when ? null : (
              <p className="mt-2 text-sm">We’ll email you the pickup details when your order is ready.</p>
            )
          ) : (
            <p className="mt-2 flex gap-2 text-sm">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-candy-purple-dark" aria-hidden="true" />
              <span className="whitespace-pre-line">{order.deliveryAddress}</span>
            </p>
          )}
        </div>
        <div>
          <h2 className="text-xl font-bold">Payment</h2>
          <p className="mt-2 flex gap-2 text-sm">
            <WalletIcon className="mt-0.5 size-4 shrink-0 text-candy-purple-dark" aria-hidden="true" />
            {order.paymentLabel}: {formatCents(order.totalCents)}, {paymentState(order)}.
          </p>
        </div>
        <div>
          <h2 className="text-xl font-bold">Contact</h2>
          <p className="mt-2 text-sm">
            {order.customerName} · {order.email}
          </p>
          {order.notes ? <p className="mt-1 text-sm text-ink/70">Notes: {order.notes}</p> : null}
          {order.isGift ? (
            <p className="mt-1 text-sm text-ink/70" data-testid="gift-note">
              A gift{order.giftNote ? `. Gift note: ${order.giftNote}` : ''}
            </p>
          ) : null}
        </div>
        {order.supporting ? (
          <div data-testid="order-supporting">
            <h2 className="text-xl font-bold">Fluff Fundraiser</h2>
            <p className="mt-2 text-sm">
              Supporting{' '}
              <a href={`/fluff-fundraiser/stands/${order.supporting.slug}`} className="font-bold text-candy-purple-dark underline">
                {order.supporting.name}
              </a>
            </p>
          </div>
        ) : null}
      </Card>
    </>
  );
}
