import { AdminPageHeader } from '../shared/admin-page-header';
import { QuickLinks } from './quick-links';

export function DashboardPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <AdminPageHeader title="Dashboard" description="Everything in the shop, the academy and the site at a glance." />
      <QuickLinks />
    </div>
  );
}
