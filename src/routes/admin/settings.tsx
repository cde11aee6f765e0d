import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/admin/settings/settings-page';

export const Route = createFileRoute('/admin/settings')({
  loader: ({ context }) => context.trpc.admin.settings.get.ensureData(),
  head: () => ({ meta: [{ title: 'Settings — Admin — Drip Cotton Candy' }] }),
  component: SettingsPage,
});
