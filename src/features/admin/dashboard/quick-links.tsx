import { Link } from '@tanstack/react-router';
import { ExternalLinkIcon } from 'lucide-react';
import { ADMIN_NAV } from '../layout/admin-nav';

/** One card per screen that the menu marks for the dashboard, and View Site. */
export function QuickLinks() {
  const items = ADMIN_NAV.filter((item) => item.dashboard);
  return (
    <nav aria-label="Quick links" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {items.map(({ to, label, icon: Icon, dashboard }) => (
        <Link
          key={to}
          to={to}
          className="group flex items-start gap-3 rounded-2xl border border-candy-purple/15 bg-white p-4 shadow-sm transition hover:border-candy-purple/40 hover:shadow"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-candy-purple/10 text-candy-purple-dark group-hover:bg-candy-purple/20">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span className="block font-bold text-ink">{label}</span>
            <span className="block text-sm text-ink/70">{dashboard}</span>
          </span>
        </Link>
      ))}
      <Link
        to="/"
        className="group flex items-start gap-3 rounded-2xl border border-candy-pink/30 bg-white p-4 shadow-sm transition hover:border-candy-pink-dark/50 hover:shadow"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-candy-pink/15 text-candy-pink-dark">
          <ExternalLinkIcon className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0">
          <span className="block font-bold text-ink">View Site</span>
          <span className="block text-sm text-ink/70">Open the public site</span>
        </span>
      </Link>
    </nav>
  );
}
