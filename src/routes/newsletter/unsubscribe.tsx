import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '@shared/search-params';
import { UnsubscribePage } from '@/features/newsletter/unsubscribe-page';

export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token, 200) }),
  head: () => ({ meta: [{ title: 'Unsubscribe — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  return <UnsubscribePage token={token} />;
}
