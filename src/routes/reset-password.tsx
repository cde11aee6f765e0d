import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '@shared/search-params';
import { ResetPasswordPage } from '@/features/account/reset-password-page';

export const Route = createFileRoute('/reset-password')({
  staticData: { standalone: true },
  validateSearch: (search: Record<string, unknown>): { token?: string } => {
    return { token: optionalString(search.token, 200) };
  },
  head: () => ({ meta: [{ title: 'Choose a new password — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  component: ResetRoute,
});

function ResetRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
