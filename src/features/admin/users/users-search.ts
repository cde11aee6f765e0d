import { ADMIN_USER_SORTS, type Role } from '@shared/schemas/values';
import type { ListSearch } from '@shared/search-params';

// What the users list keeps in its address, apart from the page's component: the route's search parser is part of
// the first page's bundle, which must not pull the list screen (or zod) in with it.

export const USER_LIST_SORTS = ADMIN_USER_SORTS;
export type UsersSearch = ListSearch<(typeof USER_LIST_SORTS)[number]> & { role?: Role | undefined };
