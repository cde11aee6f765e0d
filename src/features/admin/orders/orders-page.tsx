import { useNavigate } from '@tanstack/react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { DownloadIcon, EyeIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatAtlantaDate, formatAtlantaTime } from '@shared/atlanta-time';
import { type OrdersSearch } from './orders-search';
import { countOf } from '@/lib/format';
import { AdminListToolbar, AdminPager, type ListState } from '../shared/admin-list-controls';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { toast } from 'sonner';
import { ORDER_STATUSES, type StaffOrderStatus } from '@shared/schemas/values';
import { Button } from '@/components/ui/button';
import { formatCents } from '@shared/money';
import { api, errorMessageOf } from '@/lib/trpc';
import { downloadCsv } from '../shared/download-csv';
import { AdminBadge } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { RowActions } from '../shared/form-controls';
import type { RouterOutputs } from '../shared/types';
import { ORDER_STATUS_BADGES, ORDER_STATUS_LABELS, FULFILMENT_LABELS } from '../shared/order-format';
import { OrderDialog } from './order-dialog';

// The orders list shows fewer rows a page than the others: each row carries its items and actions.
const PAGE_SIZE = 20;

/** The list query for what the address asks (the route's loader prefetches the same). */
export function ordersListInput(search: OrdersSearch) {
  return { status: search.status, search: search.q, sort: search.sort, dir: search.dir, page: search.page ?? 1, pageSize: PAGE_SIZE };
}

type OrderRow = RouterOutputs['admin']['orders']['list']['items'][number];
const SORT_OPTIONS = [
  { value: 'createdAt', label: 'Placed' },
  { value: 'total', label: 'Total' },
  { value: 'orderNumber', label: 'Order number' },
  { value: 'customer', label: 'Customer' },
] as const;
const STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));
// The steps offered for several orders at once; each order is still checked on its own by the server.
const BULK_STATUSES: StaffOrderStatus[] = ['preparing', 'ready', 'out_for_delivery', 'completed'];

/** The step forward an order usually takes next (cancelling is offered in the detail view, behind a confirmation). */
export function forwardStep(next: readonly StaffOrderStatus[]): StaffOrderStatus | undefined {
  return next.find((status) => status !== 'cancelled');
}

export function OrdersPage({ search }: { search: OrdersSearch }) {
  const { status, q } = search;
  const navigate = useNavigate({ from: '/admin/orders' });
  const list = api.admin.orders.list.useQuery(ordersListInput(search), { placeholderData: keepPreviousData });
  const utils = api.useUtils();
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const change = (patch: Partial<ListState>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) as OrdersSearch });
  // The orders ticked on this page, by id; a new page, filter or sort starts with none ticked.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setSelected(new Set()), [search.page, search.q, search.status, search.sort, search.dir]);
  const [bulkStatus, setBulkStatus] = useState<StaffOrderStatus | null>(null);
  const bulk = api.admin.orders.setStatusMany.useMutation({
    onSuccess: async (result) => {
      if (result.moved.length > 0)
        toastSuccess(`${countOf(result.moved.length, 'order')} marked ${ORDER_STATUS_LABELS[bulkStatus ?? 'preparing'].toLowerCase()}`);
      if (result.refused.length > 0)
        toast.error(`${countOf(result.refused.length, 'order')} not changed`, { description: result.refused.map((r) => r.message).join(' ') });
      setBulkStatus(null);
      setSelected(new Set());
      await utils.admin.orders.invalidate();
    },
    onError: (error) => toastError('Failed to update the orders', error),
  });
  const rows = list.data?.items ?? [];
  const allTicked = rows.length > 0 && rows.every((o) => selected.has(o.id));
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  useEffect(() => {
    if (list.isError) toast.error('Error', { description: 'Failed to fetch orders' });
  }, [list.isError]);

  const advance = api.admin.orders.setStatus.useMutation({
    onSuccess: async (order) => {
      toastSuccess(`Order ${order.orderNumber} is now ${ORDER_STATUS_LABELS[order.status].toLowerCase()}`);
      await utils.admin.orders.invalidate();
    },
    onError: (error) => toastError('Failed to update order status', error),
  });

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await utils.admin.inbox.exportOrdersCsv.fetch({ status }, { staleTime: 0 });
      downloadCsv(file.filename, file.csv);
    } catch (error) {
      toastError('Failed to export CSV', error);
    } finally {
      setExporting(false);
    }
  }

  const columns: AdminColumn<OrderRow>[] = [
    {
      key: 'select',
      header: (
        // The phone's card layout hides the table's header row, so select-all is a desktop control there.
        <input
          type="checkbox"
          className="size-4 accent-candy-purple-dark max-md:hidden"
          aria-label="Select every order on this page"
          checked={allTicked}
          onChange={() => setSelected(allTicked ? new Set() : new Set(rows.map((o) => o.id)))}
        />
      ),
      label: 'Select',
      cell: (o) => (
        <input
          type="checkbox"
          className="size-4 accent-candy-purple-dark"
          aria-label={`Select order ${o.orderNumber}`}
          checked={selected.has(o.id)}
          onChange={() => toggle(o.id)}
        />
      ),
    },
    {
      key: 'order',
      header: 'Order',
      cell: (o) => (
        <div>
          <p className="font-mono font-bold whitespace-nowrap">{o.orderNumber}</p>
          <p className="text-xs text-ink/70">
            {o.itemCount} item{o.itemCount === 1 ? '' : 's'}
          </p>
        </div>
      ),
    },
    {
      key: 'placed',
      header: 'Placed',
      className: 'whitespace-nowrap text-ink/70',
      cell: (o) => (
        <>
          <p>{formatAtlantaDate(o.createdAt)}</p>
          <p className="text-xs">{formatAtlantaTime(o.createdAt)}</p>
        </>
      ),
    },
    {
      key: 'customer',
      header: 'Customer',
      cell: (o) => (
        // A long address breaks anywhere rather than widening the table past the row's actions at 1280 px.
        <div className="max-w-64 min-w-0">
          <p className="font-semibold break-words">{o.customerName}</p>
          <p className="text-xs break-all text-ink/70">{o.email}</p>
        </div>
      ),
    },
    {
      key: 'fulfilment',
      header: 'Fulfilment',
      cell: (o) => (
        <div className="min-w-0">
          <p className="whitespace-nowrap">{FULFILMENT_LABELS[o.fulfilment]}</p>
          {o.when ? <p className="text-xs text-ink/70">{o.when.replace(/^(Pickup|Delivery) /, '')}</p> : null}
        </div>
      ),
    },
    { key: 'total', header: 'Total', className: 'font-semibold whitespace-nowrap', cell: (o) => formatCents(o.totalCents) },
    { key: 'status', header: 'Status', cell: (o) => <AdminBadge variant={ORDER_STATUS_BADGES[o.status]}>{ORDER_STATUS_LABELS[o.status]}</AdminBadge> },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (o) => {
        const next = forwardStep(o.nextStatuses);
        return (
          <RowActions>
            {next ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={advance.isPending && advance.variables?.id === o.id}
                onClick={() => advance.mutate({ id: o.id, status: next })}
                aria-label={`Mark order ${o.orderNumber} ${ORDER_STATUS_LABELS[next].toLowerCase()}`}
              >
                Mark {ORDER_STATUS_LABELS[next].toLowerCase()}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              onClick={() => setOpenId(o.id)}
              aria-label={`View order ${o.orderNumber}`}
              title="View order"
            >
              <EyeIcon />
            </Button>
          </RowActions>
        );
      },
    },
  ];

  const pageCount = list.data?.pageCount ?? 1;
  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="Orders"
        description="Shop orders, newest first. Moving an order along updates what the customer sees on the tracking page."
        actions={
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            <DownloadIcon aria-hidden="true" />
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        }
      />
      <AdminListToolbar
        state={search}
        onChange={change}
        searchLabel="Search orders"
        searchPlaceholder="Order number, name or email"
        filters={[{ name: 'status', label: 'Status', value: status, options: STATUS_OPTIONS }]}
        sorts={SORT_OPTIONS}
        defaultSort={{ sort: 'createdAt', dir: 'desc' }}
        total={list.data?.total}
        noun={['order', 'orders']}
      />
      {selected.size > 0 ? (
        <div
          className="mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-candy-purple/20 bg-candy-purple/5 px-3 py-2 text-sm"
          role="region"
          aria-label="Selected orders"
        >
          <span className="font-bold">{countOf(selected.size, 'order')} selected</span>
          {BULK_STATUSES.map((next) => (
            <Button key={next} size="sm" variant="secondary" onClick={() => setBulkStatus(next)}>
              Mark {ORDER_STATUS_LABELS[next].toLowerCase()}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear
          </Button>
        </div>
      ) : null}
      <AdminTable
        caption="Orders"
        columns={columns}
        rows={list.data?.items}
        rowKey={(o) => o.id}
        isLoading={list.isPending}
        error={list.isError ? errorMessageOf(list.error) : null}
        loadingText="Loading orders..."
        emptyText={status || q ? 'No orders match' : 'No orders yet'}
      />
      <AdminPager page={search.page ?? 1} pageCount={pageCount} onPage={(page) => change({ page: page > 1 ? page : undefined })} />
      <ConfirmDialog
        open={bulkStatus !== null}
        onOpenChange={(open) => (open ? undefined : setBulkStatus(null))}
        title={`Mark ${countOf(selected.size, 'order')} ${bulkStatus ? ORDER_STATUS_LABELS[bulkStatus].toLowerCase() : ''}?`}
        description="Each customer gets a mail about the new status. Orders that cannot take this step are left as they are and listed. A step made by mistake can be undone today from the order."
        confirmLabel={`Mark ${bulkStatus ? ORDER_STATUS_LABELS[bulkStatus].toLowerCase() : ''}`}
        destructive={false}
        pending={bulk.isPending}
        onConfirm={() => (bulkStatus ? bulk.mutate({ ids: [...selected], status: bulkStatus }) : undefined)}
      />
      <OrderDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
