import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/account/forgot-password-page';

export const Route = createFileRoute('/forgot-password')({
  staticData: { standalone: true },
  head: () => ({
    meta: [
      { title: 'Forgot your password — Drip Cotton Candy' },
      { name: 'description', content: 'Get a link to choose a new password for your Drip Cotton Candy account.' },
    ],
  }),
  component: ForgotPasswordPage,
});
