import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatAtlantaDate, formatAtlantaDateTime } from '@shared/atlanta-time';
import { formatCents } from '@shared/money';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { countOf } from '@/lib/format';
import { api, errorMessageOf } from '@/lib/trpc';
import { AdminBadge } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { ORDER_STATUS_BADGES, ORDER_STATUS_LABELS } from '../shared/order-format';
import { ROLE_BADGE } from './users-page';

/** One customer: their figures, orders, stands, courses, staff's notes and roles. */
export function CustomerPage({ userId }: { userId: string }) {
  const customer = api.admin.customers.get.useQuery({ userId });
  const utils = api.useUtils();
  const [note, setNote] = useState('');
  const addNote = api.admin.customers.addNote.useMutation({
    onSuccess: async () => {
      setNote('');
      toastSuccess('Note added');
      await utils.admin.customers.get.invalidate({ userId });
    },
    onError: (error) => toastError('Failed to add the note', error),
  });

  if (customer.isPending) return <Spinner label="Loading customer" />;
  if (customer.isError)
    return (
      <p role="alert" className="font-semibold text-red-700">
        {errorMessageOf(customer.error)}
      </p>
    );
  const c = customer.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <AdminPageHeader
        title={c.displayName ?? c.email}
        description={`${c.email} · member since ${formatAtlantaDate(c.createdAt)}${c.emailVerified ? '' : ' · email not confirmed'}`}
        actions={
          <Button variant="outline" asChild>
            <Link to="/admin/users">All users</Link>
          </Button>
        }
      />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Lifetime value', formatCents(c.lifetimeCents)],
          ['Orders', String(c.orderCount)],
          ['Paid orders', String(c.collectedOrders)],
          ['Average order', formatCents(c.averageOrderCents)],
        ].map(([term, value]) => (
          <div key={term} className="rounded-2xl border border-candy-purple/15 bg-white p-4 shadow-sm">
            <dt className="text-xs font-bold tracking-wide text-ink/70 uppercase">{term}</dt>
            <dd className="text-2xl font-extrabold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink/70">Lifetime value counts only money collected: paid online, or picked up or delivered and paid then, less refunds.</p>

      <section className="rounded-2xl border border-candy-purple/15 bg-white p-4 shadow-sm" aria-labelledby="customer-orders">
        <h2 id="customer-orders" className="mb-3 text-lg font-bold">
          Orders
        </h2>
        {c.orders.length === 0 ? (
          <p className="text-ink/70">No orders yet</p>
        ) : (
          <ul className="divide-y divide-candy-purple/10">
            {c.orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
                <Link to="/admin/orders" search={{ q: o.orderNumber }} className="font-mono font-bold text-candy-purple-dark hover:underline">
                  {o.orderNumber}
                </Link>
                <span className="text-ink/70">{formatAtlantaDateTime(o.createdAt)}</span>
                <AdminBadge variant={ORDER_STATUS_BADGES[o.status]}>{ORDER_STATUS_LABELS[o.status]}</AdminBadge>
                <span className="ml-auto font-semibold">{formatCents(o.totalCents)}</span>
              </li>
            ))}
          </ul>
        )}
        {c.orderCount > c.orders.length ? (
          <p className="mt-2 text-sm text-ink/70">
            The latest {c.orders.length} of {countOf(c.orderCount, 'order')}.
          </p>
        ) : null}
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section className="rounded-2xl border border-candy-purple/15 bg-white p-4 shadow-sm" aria-labelledby="customer-stands">
          <h2 id="customer-stands" className="mb-3 text-lg font-bold">
            Fundraiser stands
          </h2>
          {c.stands.length === 0 ? (
            <p className="text-ink/70">No stands</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {c.stands.map((s) => (
                <li key={s.id}>{s.name}</li>
              ))}
            </ul>
          )}
        </section>
        <section className="rounded-2xl border border-candy-purple/15 bg-white p-4 shadow-sm" aria-labelledby="customer-courses">
          <h2 id="customer-courses" className="mb-3 text-lg font-bold">
            Courses
          </h2>
          {c.enrollments.length === 0 ? (
            <p className="text-ink/70">Not enrolled in a course</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {c.enrollments.map((e) => (
                <li key={e.courseId}>
                  {e.title} <span className="text-ink/70">since {formatAtlantaDate(e.enrolledAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="rounded-2xl border border-candy-purple/15 bg-white p-4 shadow-sm" aria-labelledby="customer-roles">
          <h2 id="customer-roles" className="mb-3 text-lg font-bold">
            Roles
          </h2>
          <ul className="flex flex-wrap gap-1">
            {c.roles.length === 0 ? <li className="text-ink/70">No roles</li> : null}
            {c.roles.map((role) => (
              <li key={role}>
                <AdminBadge variant={ROLE_BADGE[role]}>{role}</AdminBadge>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-ink/70">Roles are changed under User Management.</p>
        </section>
        <section className="rounded-2xl border border-candy-purple/15 bg-white p-4 shadow-sm" aria-labelledby="customer-notes">
          <h2 id="customer-notes" className="mb-3 text-lg font-bold">
            Notes <span className="text-sm font-normal text-ink/70">(staff only)</span>
          </h2>
          <ul className="mb-3 space-y-2 text-sm">
            {c.notes.map((n) => (
              <li key={n.id} className="rounded-xl bg-candy-purple/5 px-3 py-2">
                <p className="whitespace-pre-wrap">{n.body}</p>
                <p className="text-xs text-ink/70">
                  {n.authorEmail} · {formatAtlantaDateTime(n.createdAt)}
                </p>
              </li>
            ))}
          </ul>
          <form
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (note.trim()) addNote.mutate({ userId, body: note });
            }}
          >
            <Textarea
              value={note}
              onChange={(event) => setNote(event.target.value)}
              aria-label="New note on this customer"
              maxLength={5000}
              className="min-h-16 text-sm"
            />
            <Button type="submit" variant="outline" size="sm" disabled={addNote.isPending || note.trim() === ''}>
              Add note
            </Button>
          </form>
        </section>
      </div>
    </div>
  );
}
