import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '@/features/admin/audit/audit-page';

// Plain parsing (no zod): route options ship with the first page. Anything odd falls back to page 1 of everything.
export const Route = createFileRoute('/admin/audit')({
  validateSearch: (search: Record<string, unknown>): { page?: number; entity?: string } => {
    const page = Number(search.page);
    const entity = typeof search.entity === 'string' && /^[a-z_-]{1,50}$/.test(search.entity) ? search.entity : undefined;
    return { page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined, entity };
  },
  head: () => ({ meta: [{ title: 'Audit Log — Admin — Drip Cotton Candy' }] }),
  component: AuditRoute,
});

function AuditRoute() {
  const { page, entity } = Route.useSearch();
  return <AuditPage page={page ?? 1} entity={entity} />;
}
