import type { InboxKind } from '@shared/schemas/admin-inbox';
import { ADMIN_INBOX_SORTS, INBOX_KINDS, SUBMISSION_STATUSES, type SubmissionStatus } from '@shared/schemas/values';
import { listSearch, oneOf, uuidParam, type ListSearch } from '@shared/search-params';

// What the inbox keeps in its address, apart from the page's component: the route's search parser is part of the first
// page's bundle, which must not pull the screen (or zod) in with it. `item` opens one submission (the staff notice
// mail links to it).

export type InboxSearch = ListSearch<(typeof ADMIN_INBOX_SORTS)[number]> & {
  kind?: InboxKind | undefined;
  status?: SubmissionStatus | undefined;
  item?: string | undefined;
};

/** Reads the address's list state; anything unknown falls back to the default view (private-event bookings). */
export function parseInboxSearch(raw: Record<string, unknown>): InboxSearch {
  return {
    ...listSearch(ADMIN_INBOX_SORTS, raw),
    kind: oneOf(INBOX_KINDS, raw.kind),
    status: oneOf(SUBMISSION_STATUSES, raw.status),
    item: uuidParam(raw.item),
  };
}
