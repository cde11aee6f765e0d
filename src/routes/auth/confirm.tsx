import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '@shared/search-params';
import { ConfirmEmailPage } from '@/features/account/confirm-email-page';

export const Route = createFileRoute('/auth/confirm')({
  staticData: { standalone: true },
  validateSearch: (search: Record<string, unknown>): { token?: string } => {
    return { token: optionalString(search.token, 200) };
  },
  head: () => ({ meta: [{ title: 'Confirm your email — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  component: ConfirmRoute,
});

function ConfirmRoute() {
  const { token } = Route.useSearch();
  return <ConfirmEmailPage token={token} />;
}
