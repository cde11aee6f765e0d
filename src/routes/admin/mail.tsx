import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { MailPage } from '@/features/admin/mail/mail-page';
import { parseMailSearch } from '@/features/admin/mail/mail-search';

// Plain parsing (no zod): route options ship with the first page. Anything odd falls back to undelivered, page 1.
export const Route = createFileRoute('/admin/mail')({
  validateSearch: parseMailSearch,
  head: routeHead('/admin/mail'),
  component: MailRoute,
});

function MailRoute() {
  return <MailPage search={Route.useSearch()} />;
}
