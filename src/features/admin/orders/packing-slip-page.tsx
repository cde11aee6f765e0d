import { PrinterIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MoneyTotals } from '@/components/ui/money-totals';
import { Spinner } from '@/components/ui/spinner';
import { formatCents } from '@shared/money';
import { api, errorMessageOf } from '@/lib/trpc';
import { FULFILMENT_LABELS } from '../shared/order-format';
import { dateTimeFormat } from '../shared/text-format';

// The slip that goes in the box: what is in it, for whom, the buyer's note and gift note. A gift's slip shows no
// prices. It covers the back office's frame on screen and is all that prints (the print rule below hides the rest).
const PRINT_ONLY_THE_SLIP = `@media print {
  body * { visibility: hidden; }
  #packing-slip, #packing-slip * { visibility: visible; }
  #packing-slip { position: absolute; inset: 0; padding: 0; }
  .slip-screen-only { display: none !important; }
}`;

export function PackingSlipPage({ orderId }: { orderId: string }) {
  const order = api.admin.orders.get.useQuery({ id: orderId }, { retry: false });
  return (
    <div id="packing-slip" className="fixed inset-0 z-50 overflow-auto bg-white p-6 text-ink md:p-10">
      <style>{PRINT_ONLY_THE_SLIP}</style>
      {order.isPending ? (
        <Spinner label="Loading the order" />
      ) : order.isError ? (
        <p role="alert" className="font-semibold text-red-700">
          {errorMessageOf(order.error)}
        </p>
      ) : (
        <article className="mx-auto max-w-2xl space-y-6" aria-labelledby="slip-title">
          <div className="slip-screen-only flex flex-wrap gap-3">
            <Button type="button" onClick={() => window.print()}>
              <PrinterIcon aria-hidden="true" /> Print
            </Button>
            <a href="/admin/orders" className="self-center font-bold text-candy-purple-dark underline underline-offset-2">
              Back to orders
            </a>
          </div>
          <header className="border-b-2 border-ink pb-4">
            <p className="text-sm font-bold tracking-wide uppercase">Drip Cotton Candy · Packing slip</p>
            <h1 id="slip-title" className="mt-1 text-3xl font-extrabold">
              Order {order.data.orderNumber}
            </h1>
            <p className="mt-1 text-sm">Placed {dateTimeFormat.format(order.data.createdAt)}</p>
          </header>
          <section className="grid gap-4 sm:grid-cols-2">
            <div>
              <h2 className="text-sm font-bold uppercase">For</h2>
              <p className="text-lg font-bold">{order.data.customerName}</p>
              <p>{order.data.phone}</p>
            </div>
            <div>
              <h2 className="text-sm font-bold uppercase">{FULFILMENT_LABELS[order.data.fulfilment]}</h2>
              <p className="whitespace-pre-wrap">{order.data.deliveryAddress ?? 'Collected at our kitchen'}</p>
            </div>
          </section>
          {order.data.isGift ? (
            <section className="rounded-xl border-2 border-dashed border-candy-pink-dark p-4" data-testid="slip-gift">
              <h2 className="font-bold">A gift for you!</h2>
              {order.data.giftNote ? <p className="mt-1 text-lg whitespace-pre-wrap">{order.data.giftNote}</p> : null}
            </section>
          ) : null}
          <table className="w-full text-left">
            <caption className="sr-only">Items</caption>
            <thead className="border-b border-ink text-sm">
              <tr>
                <th scope="col" className="py-1">
                  Qty
                </th>
                <th scope="col">Item</th>
                {order.data.isGift ? null : (
                  <th scope="col" className="text-right">
                    Amount
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {order.data.lines.map((line) => (
                <tr key={line.id} className="border-b border-ink/20">
                  <td className="py-2 pr-4 font-bold tabular-nums">{line.quantity}</td>
                  <td>
                    {line.productName}
                    {line.size ? ` (${line.size})` : ''}
                  </td>
                  {order.data.isGift ? null : <td className="text-right tabular-nums">{formatCents(line.lineTotalCents)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
          {order.data.isGift ? null : <MoneyTotals money={order.data} totalTestId="slip-total" className="ml-auto max-w-xs" />}
          {order.data.notes ? (
            <section>
              <h2 className="text-sm font-bold uppercase">Note from the buyer</h2>
              <p className="whitespace-pre-wrap">{order.data.notes}</p>
            </section>
          ) : null}
          <p className="border-t border-ink/30 pt-4 text-center text-sm">Thank you for choosing Drip Cotton Candy! Enjoy every fluffy bite.</p>
        </article>
      )}
    </div>
  );
}
