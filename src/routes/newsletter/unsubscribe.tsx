import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { optionalString } from '@shared/search-params';
import { UnsubscribePage } from '@/features/newsletter/unsubscribe-page';

export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token, 200) }),
  head: routeHead('/newsletter/unsubscribe'),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  return <UnsubscribePage token={token} />;
}
