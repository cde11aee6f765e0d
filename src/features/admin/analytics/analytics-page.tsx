import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { formatCents } from '@shared/money';
import { api, errorMessageOf } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { AdminPageHeader } from '../shared/admin-page-header';
import type { RouterOutputs } from '../shared/types';
import { TimeChart } from '../shared/charts';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);

const SUBMISSION_LABELS: Record<string, string> = {
  messages: 'Contact messages',
  bookings: 'Private-event bookings',
  registrations: 'Fundraiser registrations',
  nominations: 'Kid nominations',
  newsletter: 'Newsletter sign-ups',
};

export function AnalyticsPage({ days }: { days: 30 | 90 }) {
  const overview = api.admin.analytics.overview.useQuery({ days });

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="Analytics"
        description="Day by day, in Atlanta time. Revenue is collected money: paid online or picked up, less refunds. Cancelled orders are left out."
        actions={
          <div className="inline-flex rounded-full bg-candy-purple/15 p-1" role="group" aria-label="Period">
            {([30, 90] as const).map((n) => (
              <Link
                key={n}
                to="/admin/analytics"
                search={n === 90 ? { days: 90 } : {}}
                replace
                aria-current={n === days ? 'true' : undefined}
                className={cn('rounded-full px-4 py-1.5 text-sm font-bold text-ink/70 hover:text-ink', n === days && 'bg-white text-candy-purple-dark shadow')}
              >
                Last {n} days
              </Link>
            ))}
          </div>
        }
      />
      {overview.isPending ? (
        <div className="flex justify-center py-20">
          <Spinner label="Loading analytics" />
        </div>
      ) : overview.isError ? (
        <p role="alert" className="rounded-2xl bg-white p-8 text-center font-semibold text-red-700 shadow-sm">
          {errorMessageOf(overview.error)}
        </p>
      ) : (
        <Charts data={overview.data} />
      )}
    </div>
  );
}

function Charts({ data }: { data: RouterOutputs['admin']['analytics']['overview'] }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <ChartCard title="Orders" total={plural(sum(data.orders), 'order', 'orders')}>
        <TimeChart kind="bars" days={data.days} values={data.orders} color="#d6338a" describe={(n) => plural(n, 'order', 'orders')} />
      </ChartCard>
      <ChartCard title="Revenue" total={formatCents(sum(data.revenueCents))}>
        <TimeChart kind="area" days={data.days} values={data.revenueCents} color="#6b3fd1" describe={(n) => formatCents(n)} />
      </ChartCard>
      <ChartCard title="Sign-ups" total={plural(sum(data.signups), 'new account', 'new accounts')}>
        <TimeChart kind="bars" days={data.days} values={data.signups} color="#1f86c4" describe={(n) => plural(n, 'sign-up', 'sign-ups')} />
      </ChartCard>
      <ChartCard title="Game Sessions" total={plural(sum(data.gameSessions), 'session', 'sessions')}>
        <TimeChart kind="bars" days={data.days} values={data.gameSessions} color="#0f9f7a" describe={(n) => plural(n, 'session', 'sessions')} />
      </ChartCard>
      <ChartCard title="Form Submissions" total={plural(sum(data.submissions), 'submission', 'submissions')} className="lg:col-span-2">
        <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
          <TimeChart kind="bars" days={data.days} values={data.submissions} color="#c27803" describe={(n) => plural(n, 'submission', 'submissions')} />
          <dl className="grid content-start gap-2 text-sm">
            {Object.entries(SUBMISSION_LABELS).map(([key, label]) => (
              <div key={key} className="flex justify-between gap-3 border-b border-candy-purple/10 pb-1.5">
                <dt className="text-ink/70">{label}</dt>
                <dd className="font-bold">{(data.submissionsByKind[key] ?? 0).toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
        </div>
      </ChartCard>
    </div>
  );
}

function ChartCard({ title, total, className, children }: { title: string; total: string; className?: string; children: ReactNode }) {
  return (
    <section className={cn('min-w-0 rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm', className)} aria-label={title}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">{title}</h2>
        <p className="font-display text-2xl font-extrabold text-ink">{total}</p>
      </div>
      {children}
    </section>
  );
}
