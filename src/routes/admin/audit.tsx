import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '@/features/admin/audit/audit-page';
import { parseAuditSearch } from '@/features/admin/audit/audit-search';

// Plain parsing (no zod): route options ship with the first page. Anything odd falls back to page 1 of everything.
export const Route = createFileRoute('/admin/audit')({
  validateSearch: parseAuditSearch,
  head: () => ({ meta: [{ title: 'Audit Log — Admin — Drip Cotton Candy' }] }),
  component: AuditRoute,
});

function AuditRoute() {
  return <AuditPage search={Route.useSearch()} />;
}
