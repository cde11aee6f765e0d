import { useNavigate } from '@tanstack/react-router';
import { DownloadIcon, EyeIcon, SearchIcon } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ORDER_STATUSES, type OrderStatus, type StaffOrderStatus } from '@shared/schemas/values';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { formatCents } from '@shared/money';
import { api, errorMessageOf } from '@/lib/trpc';
import { downloadCsv } from '../shared/download-csv';
import { AdminBadge } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { RowActions } from '../shared/form-controls';
import type { RouterOutputs } from '../shared/types';
import { ORDER_STATUS_BADGES, ORDER_STATUS_LABELS, FULFILMENT_LABELS } from './order-format';
import { OrderDialog } from './order-dialog';

type OrderRow = RouterOutputs['admin']['orders']['list']['items'][number];
const PAGE_SIZE = 20;
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** The step forward an order usually takes next (cancelling is offered in the detail view, behind a confirmation). */
export function forwardStep(next: readonly StaffOrderStatus[]): StaffOrderStatus | undefined {
  return next.find((status) => status !== 'cancelled');
}

export function OrdersPage({ status, q, page }: { status: OrderStatus | undefined; q: string | undefined; page: number }) {
  const navigate = useNavigate({ from: '/admin/orders' });
  const list = api.admin.orders.list.useQuery({ status, search: q, page, pageSize: PAGE_SIZE });
  const utils = api.useUtils();
  const [openId, setOpenId] = useState<string | null>(null);
  const [search, setSearch] = useState(q ?? '');
  const [exporting, setExporting] = useState(false);

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

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate({ search: { status, q: search.trim() || undefined } });
  }

  const columns: AdminColumn<OrderRow>[] = [
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
          <p>{dayFormat.format(o.createdAt)}</p>
          <p className="text-xs">{timeFormat.format(o.createdAt)}</p>
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
    { key: 'fulfilment', header: 'Fulfilment', className: 'whitespace-nowrap', cell: (o) => FULFILMENT_LABELS[o.fulfilment] },
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
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm font-bold">
          Show
          <NativeSelect
            aria-label="Filter by status"
            value={status ?? ''}
            onChange={(event) => void navigate({ search: { q, status: (event.target.value || undefined) as OrderStatus | undefined } })}
            className="h-9 w-44 py-1 text-sm"
          >
            <option value="">All</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ORDER_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <form role="search" onSubmit={submitSearch} className="flex items-center gap-2">
          <Input
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Order number, name or email"
            aria-label="Search orders"
            className="h-9 w-64 py-1 text-sm"
          />
          <Button type="submit" variant="outline" size="sm">
            <SearchIcon aria-hidden="true" />
            Search
          </Button>
        </form>
        {list.data ? (
          <p className="text-sm text-ink/70" aria-live="polite">
            {list.data.total} order{list.data.total === 1 ? '' : 's'}
          </p>
        ) : null}
      </div>
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
      {pageCount > 1 ? (
        <div className="mt-4 flex items-center justify-end gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => void navigate({ search: { status, q, page: page - 1 } })}>
            Previous
          </Button>
          <span>
            Page {page} of {pageCount}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => void navigate({ search: { status, q, page: page + 1 } })}>
            Next
          </Button>
        </div>
      ) : null}
      <OrderDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
