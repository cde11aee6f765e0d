import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { optionalString } from '@shared/search-params';
import { ResetPasswordPage } from '@/features/account/reset-password-page';

export const Route = createFileRoute('/reset-password')({
  staticData: { standalone: true },
  validateSearch: (search: Record<string, unknown>): { token?: string } => {
    return { token: optionalString(search.token, 200) };
  },
  head: routeHead('/reset-password'),
  component: ResetRoute,
});

function ResetRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
