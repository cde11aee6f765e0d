import { useState } from 'react';
import type { StaffOrderStatus } from '@shared/schemas/values';
import { Undo2Icon } from 'lucide-react';
import type { OrderStatus } from '@shared/schemas/values';
import { Textarea } from '@/components/ui/input';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatCents } from '@shared/money';
import { moneyRows } from '@shared/money-lines';
import { Button, buttonVariants } from '@/components/ui/button';
import { api, errorMessageOf } from '@/lib/trpc';
import { dateTimeFormat } from '../shared/text-format';
import { AdminBadge } from '../shared/admin-badge';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { FULFILMENT_LABELS, ORDER_STATUS_BADGES, ORDER_STATUS_LABELS } from '../shared/order-format';

// The statuses a staff step led to, which the server lets staff take back on the day it was made.
const UNDOABLE: readonly OrderStatus[] = ['preparing', 'ready', 'out_for_delivery', 'completed'];

/** One order: what was bought, totals, contact, its status history and the steps it may take next. */
export function OrderDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const order = api.admin.orders.get.useQuery({ id: id ?? '' }, { enabled: id !== null });
  const utils = api.useUtils();
  const [cancelling, setCancelling] = useState(false);
  const setStatus = api.admin.orders.setStatus.useMutation({
    onSuccess: async (updated) => {
      toastSuccess(`Order ${updated.orderNumber} is now ${ORDER_STATUS_LABELS[updated.status].toLowerCase()}`);
      setCancelling(false);
      await utils.admin.orders.invalidate();
    },
    onError: (error) => toastError('Failed to update order status', error),
  });
  const [undoing, setUndoing] = useState(false);
  const undo = api.admin.orders.undoStatus.useMutation({
    onSuccess: async (result) => {
      const mail = result.mail === 'withdrawn' ? ' Its mail was not sent.' : result.mail === 'corrected' ? ' The customer gets a correction.' : '';
      toastSuccess(`Order ${result.orderNumber} is back to ${ORDER_STATUS_LABELS[result.to].toLowerCase()}.${mail}`);
      setUndoing(false);
      await utils.admin.orders.invalidate();
    },
    onError: (error) => toastError('Failed to undo the status step', error),
  });
  const [note, setNote] = useState('');
  const addNote = api.admin.orders.addNote.useMutation({
    onSuccess: async () => {
      setNote('');
      toastSuccess('Note added');
      await utils.admin.orders.get.invalidate({ id: id ?? '' });
    },
    onError: (error) => toastError('Failed to add the note', error),
  });
  const move = (status: StaffOrderStatus) => (id ? setStatus.mutate({ id, status }) : undefined);
  // A line left out of a card-paid order (sold out, spoiled) is refunded on its own, once; the server checks both.
  const [refunding, setRefunding] = useState<{ lineId: string; name: string } | null>(null);
  const refundLine = api.admin.orders.refundLine.useMutation({
    onSuccess: async (updated) => {
      toastSuccess(`Refunded ${refunding?.name ?? 'the line'} on order ${updated.orderNumber}`);
      setRefunding(null);
      await utils.admin.orders.invalidate();
    },
    onError: (error) => toastError('Failed to refund the line', error),
  });
  const data = order.data;
  const canRefundLines = data !== undefined && data.paidAt !== null && data.status !== 'cancelled';

  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={data ? `Order ${data.orderNumber}` : 'Order'}
        description={data ? `Placed ${dateTimeFormat.format(data.createdAt)}` : undefined}
        className="max-w-2xl"
      >
        {order.isPending ? (
          <Spinner label="Loading order" />
        ) : order.isError ? (
          <p role="alert" className="font-semibold text-red-700">
            {errorMessageOf(order.error)}
          </p>
        ) : data ? (
          <div className="space-y-5">
            <div className="flex flex-wrap items-center gap-2">
              <AdminBadge variant={ORDER_STATUS_BADGES[data.status]}>{ORDER_STATUS_LABELS[data.status]}</AdminBadge>
              <AdminBadge variant="outline">{FULFILMENT_LABELS[data.fulfilment]}</AdminBadge>
              <AdminBadge variant="outline">{data.paymentLabel}</AdminBadge>
            </div>
            <table className="w-full text-sm">
              <caption className="sr-only">Items</caption>
              <thead className="text-left text-xs text-ink/70 uppercase">
                <tr>
                  <th scope="col" className="py-1">
                    Item
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Qty
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Price
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((line) => (
                  <tr key={line.id} className="border-t border-candy-purple/10">
                    <td className="py-2">
                      {line.productName}
                      {line.size ? <span className="text-ink/70"> ({line.size})</span> : null}
                    </td>
                    <td className="py-2 text-right">{line.quantity}</td>
                    <td className="py-2 text-right">{formatCents(line.unitPriceCents)}</td>
                    <td className="py-2 text-right">
                      {formatCents(line.lineTotalCents)}
                      {canRefundLines ? (
                        <Button
                          variant="outline"
                          size="sm"
                          className="ml-2"
                          disabled={refundLine.isPending}
                          onClick={() => setRefunding({ lineId: line.id, name: line.productName })}
                        >
                          Refund<span className="sr-only"> {line.productName}</span>
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-candy-purple/15">
                <tr>
                  <td colSpan={3} className="pt-2 text-right text-ink/70">
                    Subtotal
                  </td>
                  <td className="pt-2 text-right">{formatCents(data.subtotalCents)}</td>
                </tr>
                {moneyRows(data)
                  .filter((row) => row.key !== 'subtotal' && row.key !== 'total')
                  .map((row) => (
                    <tr key={row.key}>
                      <td colSpan={3} className="text-right text-ink/70">
                        {row.label}
                      </td>
                      <td className="text-right">{row.key === 'discount' || row.key === 'code' ? `−${formatCents(row.cents)}` : formatCents(row.cents)}</td>
                    </tr>
                  ))}
                <tr>
                  <td colSpan={3} className="text-right font-bold">
                    Total
                  </td>
                  <td className="text-right font-bold">{formatCents(data.totalCents)}</td>
                </tr>
              </tfoot>
            </table>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
              {data.when ? (
                <>
                  <dt className="font-bold text-ink/70">When</dt>
                  <dd className="font-semibold" data-testid="order-when">
                    {data.when}
                  </dd>
                </>
              ) : null}
              <dt className="font-bold text-ink/70">Customer</dt>
              <dd>{data.customerName}</dd>
              <dt className="font-bold text-ink/70">Email</dt>
              <dd className="break-all">{data.email}</dd>
              <dt className="font-bold text-ink/70">Phone</dt>
              <dd>{data.phone}</dd>
              {data.deliveryAddress ? (
                <>
                  <dt className="font-bold text-ink/70">Deliver to</dt>
                  <dd>{data.deliveryAddress}</dd>
                </>
              ) : null}
              <dt className="font-bold text-ink/70">Supports</dt>
              <dd>{data.supporting ? data.supporting.name : 'No fundraiser stand'}</dd>
              {data.notes ? (
                <>
                  <dt className="font-bold text-ink/70">Buyer's notes</dt>
                  <dd className="whitespace-pre-wrap">{data.notes}</dd>
                </>
              ) : null}
              <dt className="font-bold text-ink/70">Gift</dt>
              <dd data-testid="staff-gift">{data.isGift ? 'Yes: the packing slip shows no prices' : 'No'}</dd>
              {data.isGift && data.giftNote ? (
                <>
                  <dt className="font-bold text-ink/70">Gift note</dt>
                  <dd className="whitespace-pre-wrap">{data.giftNote}</dd>
                </>
              ) : null}
            </dl>
            <p>
              {/* Its own page, printed from the browser: the dialog's frame would print with it. */}
              <a href={`/admin/orders/${data.id}/slip`} target="_blank" rel="noopener" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                Print packing slip
              </a>
            </p>
            <div>
              <h3 className="mb-2 text-sm font-bold">History</h3>
              <ol className="space-y-1 text-sm">
                {data.history.map((step, index) => (
                  <li key={`${step.status}-${index}`} className="flex flex-wrap gap-x-2">
                    <span className="font-semibold">{ORDER_STATUS_LABELS[step.status]}</span>
                    <span className="text-ink/70">{dateTimeFormat.format(step.changedAt)}</span>
                    {step.changedByEmail ? <span className="text-ink/70">by {step.changedByEmail}</span> : null}
                  </li>
                ))}
              </ol>
            </div>
            <section aria-labelledby="order-staff-notes">
              <h3 id="order-staff-notes" className="mb-2 text-sm font-bold">
                Internal notes <span className="font-normal text-ink/70">(staff only, never shown to the customer)</span>
              </h3>
              {data.staffNotes.length > 0 ? (
                <ul className="mb-2 space-y-2 text-sm">
                  {data.staffNotes.map((n) => (
                    <li key={n.id} className="rounded-xl bg-candy-purple/5 px-3 py-2">
                      <p className="whitespace-pre-wrap">{n.body}</p>
                      <p className="text-xs text-ink/70">
                        {n.authorEmail} · {dateTimeFormat.format(n.createdAt)}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : null}
              <form
                className="flex flex-col gap-2 sm:flex-row sm:items-start"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (id && note.trim()) addNote.mutate({ id, body: note });
                }}
              >
                <Textarea
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  aria-label="New internal note"
                  placeholder="Add a note for staff"
                  maxLength={5000}
                  className="min-h-16 text-sm"
                />
                <Button type="submit" variant="outline" size="sm" disabled={addNote.isPending || note.trim() === ''}>
                  Add note
                </Button>
              </form>
            </section>
            {data.nextStatuses.length > 0 || UNDOABLE.includes(data.status) ? (
              <div className="flex flex-wrap gap-2 border-t border-candy-purple/15 pt-4">
                {UNDOABLE.includes(data.status) ? (
                  <Button variant="ghost" size="sm" disabled={undo.isPending} onClick={() => setUndoing(true)}>
                    <Undo2Icon aria-hidden="true" />
                    Undo {ORDER_STATUS_LABELS[data.status].toLowerCase()}
                  </Button>
                ) : null}
                {data.nextStatuses
                  .filter((status) => status !== 'cancelled')
                  .map((status) => (
                    <Button key={status} variant="secondary" size="sm" disabled={setStatus.isPending} onClick={() => move(status)}>
                      Mark {ORDER_STATUS_LABELS[status].toLowerCase()}
                    </Button>
                  ))}
                {data.nextStatuses.includes('cancelled') ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="border-red-600 text-red-700"
                    disabled={setStatus.isPending}
                    onClick={() => setCancelling(true)}
                  >
                    Cancel order
                  </Button>
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={(open) => setCancelling(open)}
        title="Cancel order?"
        description="Are you sure you want to cancel this order? The customer sees it as cancelled on the tracking page."
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        pending={setStatus.isPending}
        onConfirm={() => move('cancelled')}
      />
      <ConfirmDialog
        open={undoing}
        onOpenChange={(open) => setUndoing(open)}
        title="Undo the last status step?"
        description="The order goes back to its previous status (only a step made today can be undone). If the customer was already mailed about it, they get a short correction; otherwise the mail is not sent."
        confirmLabel="Undo step"
        cancelLabel="Keep it"
        destructive={false}
        pending={undo.isPending}
        onConfirm={() => (id ? undo.mutate({ id }) : undefined)}
      />
      <ConfirmDialog
        open={refunding !== null}
        onOpenChange={(open) => (open ? undefined : setRefunding(null))}
        title="Refund this line?"
        description={`The buyer's card is refunded for ${refunding?.name ?? 'this line'} (its share of any discount taken off). A line is refunded once.`}
        confirmLabel="Refund line"
        cancelLabel="Keep it"
        pending={refundLine.isPending}
        onConfirm={() => (id && refunding ? refundLine.mutate({ id, lineId: refunding.lineId }) : undefined)}
      />
    </Dialog>
  );
}
