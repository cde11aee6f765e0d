import { Link, useNavigate } from '@tanstack/react-router';
import { RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { addToCart } from '@/lib/cart-actions';
import { api, errorMessageOf } from '@/lib/trpc';
import { useSubmission } from '@/lib/use-submission';
import { OrderDetails, OrderTimeline, StatusBadge } from './order-view';

/** Why some lines did not go back in the cart: "Peach Cobbler Swirl (16oz) is no longer available." */
export function skippedMessage(skipped: readonly string[]): string | null {
  if (skipped.length === 0) return null;
  const names = skipped.length === 1 ? skipped[0]! : `${skipped.slice(0, -1).join(', ')} and ${skipped.at(-1)!}`;
  return `${names} ${skipped.length === 1 ? 'is' : 'are'} no longer available, so ${skipped.length === 1 ? 'it was' : 'they were'} not added.`;
}

/** One of the member's orders: status history, items and totals, and Order again. */
export function MyOrderPage({ orderNumber }: { orderNumber: string }) {
  const [order] = api.member.orders.detail.useSuspenseQuery({ orderNumber });
  const orderAgain = api.member.orders.orderAgain.useMutation();
  const submission = useSubmission();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);

  async function again() {
    setProblem(null);
    await submission.run(async () => {
      try {
        const { lines, skipped } = await orderAgain.mutateAsync({ orderNumber });
        let added = 0;
        for (const { quantity, ...item } of lines) if (addToCart(item, quantity).ok) added += 1;
        const left = skippedMessage(skipped);
        if (added === 0) {
          setProblem(left ?? 'Nothing from this order could be added to your cart.');
          return;
        }
        toast.success('Added to your cart', { description: `At today's prices.${left ? ` ${left}` : ''}` });
        await navigate({ to: '/cart' });
      } catch (error) {
        setProblem(errorMessageOf(error));
      }
    });
  }

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/dashboard/orders" className="text-sm font-bold text-candy-purple-dark hover:underline">
        ← All my orders
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold sm:text-4xl">Order {order.orderNumber}</h1>
          <div className="mt-2">
            <StatusBadge status={order.status} />
          </div>
        </div>
        <Button size="lg" onClick={() => void again()} disabled={submission.pending}>
          <RotateCcwIcon aria-hidden="true" />
          {submission.slow ? 'Adding…' : 'Order again'}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="mt-4 rounded-2xl bg-red-50 p-4 text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
      <section aria-label="Status history" className="mt-6">
        <OrderTimeline order={order} />
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <OrderDetails order={order} />
      </div>
    </main>
  );
}
