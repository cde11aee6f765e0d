import { listSearch, type ListSearch } from '@shared/search-params';

// What the audit log keeps in its address, apart from the page's component (the route's parser ships with the first
// page). The log sorts by when only; its direction says newest or oldest first.

const AUDIT_SORTS = ['when'] as const;
export type AuditSearch = ListSearch<(typeof AUDIT_SORTS)[number]> & { entity?: string | undefined };

export function parseAuditSearch(raw: Record<string, unknown>): AuditSearch {
  const entity = typeof raw.entity === 'string' && /^[a-z_-]{1,50}$/.test(raw.entity) ? raw.entity : undefined;
  return { ...listSearch(AUDIT_SORTS, raw), entity };
}
