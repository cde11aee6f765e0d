import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BookOpenIcon, GamepadIcon, GraduationCapIcon, MailIcon, ShoppingBagIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { countOf } from '@/lib/format';
import { api } from '@/lib/trpc';
import { AdminPageHeader } from '../shared/admin-page-header';
import { auditSentence, auditSubject } from '../shared/audit-format';
import { QuickLinks } from './quick-links';
import { SalesSection } from './sales-section';
import { timeAgo } from './time-ago';

export function DashboardPage() {
  const stats = api.admin.dashboard.stats.useQuery();
  const data = stats.data;
  // On failure the counts fall back to 0 (the error is reported by the query, not shown as numbers).
  const value = (n: number | undefined) => (stats.isPending ? null : (n ?? 0));
  const now = new Date();

  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <AdminPageHeader title="Dashboard" description="Everything in the shop, the academy and the site at a glance." />

      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Statistics
        </h2>
        {stats.isError ? (
          <p role="alert" className="mb-3 text-sm font-semibold text-red-700">
            Statistics could not be loaded just now; the figures below may be incomplete.
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6">
          <Stat label="Profiles" value={value(data?.profiles)} icon={UsersIcon} tone="purple" />
          <Stat label="Game Sessions" value={value(data?.gameSessions)} icon={GamepadIcon} tone="pink" />
          <Stat label="Courses" value={value(data?.courses)} icon={GraduationCapIcon} tone="blue" />
          <Stat label="Lessons" value={value(data?.lessons)} icon={BookOpenIcon} tone="mint" />
          <Stat
            label="Today's Orders"
            value={value(data?.ordersToday)}
            icon={ShoppingBagIcon}
            tone="yellow"
            link={
              <Link to="/admin/orders" className="text-sm font-bold text-candy-purple-dark hover:underline">
                View orders
              </Link>
            }
          />
          <Stat
            label="Unanswered Messages"
            value={value(data?.unansweredMessages)}
            icon={MailIcon}
            tone="pink"
            link={
              <Link to="/admin/inbox" search={{ kind: 'contact', status: 'new' }} className="text-sm font-bold text-candy-purple-dark hover:underline">
                Open inbox
              </Link>
            }
          />
        </dl>
      </section>

      <SalesSection />

      <section aria-labelledby="links-heading" className="space-y-3">
        <h2 id="links-heading" className="text-xl font-bold">
          Manage
        </h2>
        <QuickLinks />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="activity-heading" className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
          <h2 id="activity-heading" className="text-xl font-bold">
            Recent Activity
          </h2>
          <p className="text-sm text-ink/70">The latest game sessions</p>
          {stats.isPending ? (
            <div className="py-8 text-center">
              <Spinner label="Loading recent activity" />
            </div>
          ) : !data || data.recentSessions.length === 0 ? (
            <p className="py-8 text-center text-ink/70">No recent activity to display</p>
          ) : (
            <ul className="mt-3 divide-y divide-candy-purple/10" data-testid="recent-sessions">
              {data.recentSessions.map((session) => (
                <li key={session.id} className="flex items-center justify-between gap-3 py-2.5">
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{session.displayName ?? 'A player'}</p>
                    <p className="text-sm text-ink/70">
                      Score {session.sessionScore.toLocaleString('en-US')} · {countOf(session.sessionCoins, 'coin')}
                    </p>
                  </div>
                  <time dateTime={session.createdAt.toISOString()} className="shrink-0 text-sm text-ink/70">
                    {timeAgo(session.createdAt, now)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="audit-heading" className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="audit-heading" className="text-xl font-bold">
              Latest Changes
            </h2>
            <Link to="/admin/audit" className="text-sm font-bold text-candy-purple-dark hover:underline">
              View audit log
            </Link>
          </div>
          <p className="text-sm text-ink/70">What staff changed in the back office</p>
          {stats.isPending ? (
            <div className="py-8 text-center">
              <Spinner label="Loading latest changes" />
            </div>
          ) : !data || data.recentAudit.length === 0 ? (
            <p className="py-8 text-center text-ink/70">No changes recorded yet</p>
          ) : (
            <ul className="mt-3 divide-y divide-candy-purple/10">
              {data.recentAudit.map((entry) => (
                <li key={entry.id} className="flex items-start justify-between gap-3 py-2.5">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {auditSentence(entry.action, entry.entity)}
                      {auditSubject(entry.detail) ? <span className="font-normal text-ink/70"> — {auditSubject(entry.detail)}</span> : null}
                    </p>
                    <p className="truncate text-sm text-ink/70">{entry.actorEmail}</p>
                  </div>
                  <time dateTime={entry.createdAt.toISOString()} className="shrink-0 text-sm text-ink/70">
                    {timeAgo(entry.createdAt, now)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

const TONES = {
  purple: 'bg-candy-purple/15 text-candy-purple-dark',
  pink: 'bg-candy-pink/15 text-candy-pink-dark',
  blue: 'bg-candy-blue/20 text-candy-blue-dark',
  mint: 'bg-candy-mint/25 text-emerald-800',
  yellow: 'bg-candy-yellow/30 text-amber-900',
} as const;

function Stat({ label, value, icon: Icon, tone, link }: { label: string; value: number | null; icon: LucideIcon; tone: keyof typeof TONES; link?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-candy-purple/15 bg-white p-4 shadow-sm">
      {/* A definition list's term sits directly in its group, so the icon lives inside the term. */}
      <dt className="flex items-center justify-between gap-2 text-sm font-semibold text-ink/70">
        {label}
        <span className={`flex size-8 items-center justify-center rounded-lg ${TONES[tone]}`} aria-hidden="true">
          <Icon className="size-4" />
        </span>
      </dt>
      <dd className="font-display mt-2 text-3xl font-extrabold text-ink">
        {value === null ? <Spinner className="[&_svg]:size-5" label={`Loading ${label}`} /> : value.toLocaleString('en-US')}
      </dd>
      {link ? <dd className="mt-1">{link}</dd> : null}
    </div>
  );
}
