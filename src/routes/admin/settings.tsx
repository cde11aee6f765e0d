import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { SettingsPage } from '@/features/admin/settings/settings-page';

export const Route = createFileRoute('/admin/settings')({
  loader: ({ context }) => context.trpc.admin.settings.get.ensureData(),
  head: routeHead('/admin/settings'),
  component: SettingsPage,
});
