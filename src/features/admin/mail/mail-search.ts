import { listSearch, type ListSearch } from '@shared/search-params';

// What the mail screen keeps in its address, apart from the page's component (the route's parser ships with the first
// page). Mail sorts by when it was queued only; its direction says newest or oldest first.

const MAIL_SORTS = ['queued'] as const;
export type MailSearch = ListSearch<(typeof MAIL_SORTS)[number]> & { view?: 'all' | undefined };

export function parseMailSearch(raw: Record<string, unknown>): MailSearch {
  return { ...listSearch(MAIL_SORTS, raw), view: raw.view === 'all' ? 'all' : undefined };
}
