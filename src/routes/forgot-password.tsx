import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { ForgotPasswordPage } from '@/features/account/forgot-password-page';

export const Route = createFileRoute('/forgot-password')({
  staticData: { standalone: true },
  head: routeHead('/forgot-password'),
  component: ForgotPasswordPage,
});
