import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { optionalString } from '@shared/search-params';
import { ConfirmEmailPage } from '@/features/account/confirm-email-page';

export const Route = createFileRoute('/auth/confirm')({
  staticData: { standalone: true },
  validateSearch: (search: Record<string, unknown>): { token?: string } => {
    return { token: optionalString(search.token, 200) };
  },
  head: routeHead('/auth/confirm'),
  component: ConfirmRoute,
});

function ConfirmRoute() {
  const { token } = Route.useSearch();
  return <ConfirmEmailPage token={token} />;
}
