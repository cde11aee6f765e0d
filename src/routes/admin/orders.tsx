import { createFileRoute } from '@tanstack/react-router';
import { ORDER_STATUSES, type OrderStatus } from '@shared/schemas/values';
import { OrdersPage } from '@/features/admin/orders/orders-page';

// Plain parsing (no zod): route options ship with the first page. Anything unknown falls back to the default view.
type OrdersSearch = { status?: OrderStatus; q?: string; page?: number };

function parseSearch(search: Record<string, unknown>): OrdersSearch {
  const status = ORDER_STATUSES.find((s) => s === search.status);
  const q = typeof search.q === 'string' && search.q.trim() !== '' && search.q.length <= 200 ? search.q : undefined;
  const page = Number(search.page);
  // Every key is returned, undefined when invalid: the router keeps raw params it is not given a value for.
  return { status, q, page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined };
}

export const Route = createFileRoute('/admin/orders')({
  validateSearch: parseSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.trpc.admin.orders.list.prefetch({ status: deps.status, search: deps.q, page: deps.page ?? 1, pageSize: 20 }),
  head: () => ({ meta: [{ title: 'Orders — Admin — Drip Cotton Candy' }] }),
  component: OrdersRoute,
});

function OrdersRoute() {
  const { status, q, page } = Route.useSearch();
  return <OrdersPage status={status} q={q} page={page ?? 1} />;
}
