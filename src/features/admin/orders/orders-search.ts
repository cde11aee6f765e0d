import { ADMIN_ORDER_SORTS, type OrderStatus } from '@shared/schemas/values';
import type { ListSearch } from '@shared/search-params';

// What the orders list keeps in its address, apart from the page's component: the route's search parser is part of
// the first page's bundle, which must not pull the list screen (or zod) in with it.

export const ORDER_LIST_SORTS = ADMIN_ORDER_SORTS;
export type OrdersSearch = ListSearch<(typeof ORDER_LIST_SORTS)[number]> & { status?: OrderStatus | undefined };
