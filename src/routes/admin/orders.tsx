import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { ORDER_STATUSES, type OrderStatus } from '@shared/schemas/values';
import { listSearch, oneOf } from '@shared/search-params';
import { OrdersPage, ordersListInput } from '@/features/admin/orders/orders-page';
import { ORDER_LIST_SORTS, type OrdersSearch } from '@/features/admin/orders/orders-search';

// Plain parsing (no zod): route options ship with the first page. Anything unknown falls back to the default view.
function parseSearch(search: Record<string, unknown>): OrdersSearch {
  return { ...listSearch(ORDER_LIST_SORTS, search), status: oneOf<OrderStatus>(ORDER_STATUSES, search.status) };
}

export const Route = createFileRoute('/admin/orders')({
  validateSearch: parseSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.trpc.admin.orders.list.prefetch(ordersListInput(deps)),
  head: routeHead('/admin/orders'),
  component: OrdersRoute,
});

function OrdersRoute() {
  return <OrdersPage search={Route.useSearch()} />;
}
