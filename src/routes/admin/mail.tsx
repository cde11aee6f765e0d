import { createFileRoute } from '@tanstack/react-router';
import { MailPage, type MailView } from '@/features/admin/mail/mail-page';

// Plain parsing (no zod): route options ship with the first page. Anything odd falls back to undelivered, page 1.
export const Route = createFileRoute('/admin/mail')({
  validateSearch: (search: Record<string, unknown>): { view?: MailView; page?: number } => {
    const page = Number(search.page);
    return { view: search.view === 'all' ? 'all' : undefined, page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined };
  },
  head: () => ({ meta: [{ title: 'Mail — Admin — Drip Cotton Candy' }] }),
  component: MailRoute,
});

function MailRoute() {
  const { view, page } = Route.useSearch();
  return <MailPage view={view ?? 'undelivered'} page={page ?? 1} />;
}
