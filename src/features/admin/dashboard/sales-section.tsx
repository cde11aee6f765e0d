import { Link } from '@tanstack/react-router';
import { formatCents } from '@shared/money';
import { Spinner } from '@/components/ui/spinner';
import { countOf, formatCalendarDate } from '@/lib/format';
import { api } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { TimeChart } from '../shared/charts';
import type { RouterOutputs } from '../shared/types';

// The dashboard's money, from admin.dashboard.sales: collected money only, by the Atlanta day the order was placed.
// Each chart has its figures as a table too (open under the chart), so nothing is only in a picture.

export function SalesSection() {
  const sales = api.admin.dashboard.sales.useQuery();

  return (
    <section aria-labelledby="sales-heading" className="space-y-4">
      <div>
        <h2 id="sales-heading" className="text-xl font-bold">
          Sales
        </h2>
        <p className="text-sm text-ink/70">Collected money only (paid online, or completed by staff), less refunds, by the day ordered in Atlanta.</p>
      </div>
      {sales.isPending ? (
        <div className="py-8 text-center">
          <Spinner label="Loading sales" />
        </div>
      ) : sales.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          Sales could not be loaded just now.
        </p>
      ) : (
        <SalesFigures data={sales.data} />
      )}
    </section>
  );
}

type Sales = RouterOutputs['admin']['dashboard']['sales'];

function SalesFigures({ data }: { data: Sales }) {
  const { period, fundraiser } = data;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" data-testid="sales-figures">
        <Figure label={`Sales, last ${period.days} days`} value={formatCents(period.cents)} />
        <Figure label="Orders collected" value={period.orders.toLocaleString('en-US')} />
        <Figure label="Average order" value={period.orders > 0 ? formatCents(period.averageOrderCents) : '—'} />
        <Figure label={`New members, ${period.days} days`} value={period.newMembers.toLocaleString('en-US')} />
        <Figure label={`Fundraiser sales, ${period.days} days`} value={formatCents(period.fundraiserSalesCents)} />
        <Figure
          label="Owed to groups"
          value={formatCents(fundraiser.owedCents)}
          note={fundraiser.groupsOwed > 0 ? countOf(fundraiser.groupsOwed, 'group') : 'Nothing owed'}
        />
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
          <h3 className="font-bold">By day</h3>
          <p className="mb-3 text-sm text-ink/70">The last {data.daily.length} days</p>
          <TimeChart
            days={data.daily.map((d) => d.day)}
            values={data.daily.map((d) => d.cents)}
            describe={(cents) => formatCents(cents)}
            color="#d6338a"
            kind="bars"
          />
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-bold text-candy-purple-dark">Show the days as a table</summary>
            <SalesTable
              caption="Collected sales by day"
              periodHeading="Day"
              rows={data.daily.toReversed().map((d) => ({ key: d.day, ...d }))}
              className="mt-2"
            />
          </details>
        </div>

        <div className="min-w-0 rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
          <h3 className="font-bold">By week</h3>
          <p className="mb-3 text-sm text-ink/70">Weeks from Monday, the last {data.weekly.length}</p>
          <SalesTable
            caption="Collected sales by week"
            periodHeading="Week of"
            rows={data.weekly.toReversed().map((w) => ({ key: w.week, day: w.week, orders: w.orders, cents: w.cents }))}
            withBars
            testId="sales-by-week"
          />
        </div>
      </div>

      <div className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-bold">Top products, last {period.days} days</h3>
          <Link to="/admin/analytics" className="text-sm font-bold text-candy-purple-dark hover:underline">
            More in Analytics
          </Link>
        </div>
        {data.topProducts.length === 0 ? (
          <p className="py-4 text-sm text-ink/70">No collected sales in the last {period.days} days.</p>
        ) : (
          <ol className="mt-2 divide-y divide-candy-purple/10" data-testid="top-products">
            {data.topProducts.map((product, index) => (
              <li key={product.name} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="mr-2 font-bold text-ink/75">{index + 1}.</span>
                  <span className="font-semibold">{product.name}</span>
                  <span className="text-sm text-ink/70"> · {countOf(product.quantity, 'sold', 'sold')}</span>
                </span>
                <span className="shrink-0 font-semibold">{formatCents(product.cents)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

type SalesRow = { key: string; day: string; orders: number; cents: number };

/** Orders and collected sales per period (a day or the Monday of a week), newest first; bars compare each period with the best one. */
function SalesTable(props: { caption: string; periodHeading: string; rows: SalesRow[]; withBars?: boolean; className?: string; testId?: string }) {
  const best = Math.max(0, ...props.rows.map((row) => row.cents));
  return (
    <table className={cn('w-full text-sm', props.className)} data-testid={props.testId}>
      <caption className="sr-only">{props.caption}</caption>
      <thead>
        <tr className="text-left text-ink/70">
          <th scope="col" className="py-1 font-semibold">
            {props.periodHeading}
          </th>
          {props.withBars ? (
            <th scope="col" className="py-1 font-semibold">
              <span className="sr-only">Share of the best period</span>
            </th>
          ) : null}
          <th scope="col" className="py-1 text-right font-semibold">
            Orders
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Sales
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.key} className="border-t border-candy-purple/10">
            <th scope="row" className="py-1 pr-2 text-left font-normal whitespace-nowrap">
              {formatCalendarDate(row.day)}
            </th>
            {props.withBars ? (
              <td className="w-full py-1 pr-2" aria-hidden="true">
                <div className="h-2.5 rounded-full bg-candy-pink-dark" style={{ width: best > 0 ? `${(row.cents / best) * 100}%` : 0 }} />
              </td>
            ) : null}
            <td className="py-1 pl-2 text-right">{row.orders}</td>
            <td className="py-1 pl-2 text-right whitespace-nowrap">{formatCents(row.cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-candy-purple/15 bg-white p-4 shadow-sm">
      <dt className="text-sm font-semibold text-ink/70">{label}</dt>
      <dd className="font-display mt-1 text-2xl font-extrabold text-ink">{value}</dd>
      {note ? <dd className="text-sm text-ink/70">{note}</dd> : null}
    </div>
  );
}
