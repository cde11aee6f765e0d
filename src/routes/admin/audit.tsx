import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { AuditPage } from '@/features/admin/audit/audit-page';
import { parseAuditSearch } from '@/features/admin/audit/audit-search';

// Plain parsing (no zod): route options ship with the first page. Anything odd falls back to page 1 of everything.
export const Route = createFileRoute('/admin/audit')({
  validateSearch: parseAuditSearch,
  head: routeHead('/admin/audit'),
  component: AuditRoute,
});

function AuditRoute() {
  return <AuditPage search={Route.useSearch()} />;
}
