import { formatAtlantaDateTime } from '@shared/atlanta-time';
import { Link, useNavigate } from '@tanstack/react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { AdminListToolbar, AdminPager, type ListState } from '../shared/admin-list-controls';
import { type MailSearch } from './mail-search';
import { SendIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { MAIL_VIEWS } from '@shared/schemas/admin-mail';
import { Button, buttonVariants } from '@/components/ui/button';
import { api, errorMessageOf } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { AdminBadge, type AdminBadgeVariant } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError } from '../shared/admin-toasts';
import type { RouterOutputs } from '../shared/types';

/** The list query for what the address asks. */
export function mailListInput(search: MailSearch) {
  return { view: search.view ?? ('undelivered' as const), page: search.page ?? 1, search: search.q, dir: search.dir };
}

export type MailView = (typeof MAIL_VIEWS)[number];
type MailRow = RouterOutputs['admin']['mail']['list']['rows'][number];

const SORT_OPTIONS = [{ value: 'queued', label: 'Queued' }] as const;

const STATUS: Record<MailRow['status'], { label: string; variant: AdminBadgeVariant }> = {
  pending: { label: 'Waiting', variant: 'warning' },
  sending: { label: 'Sending', variant: 'secondary' },
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  suppressed: { label: 'Held back', variant: 'muted' },
};

function explain(row: MailRow): string {
  if (row.status === 'suppressed' && row.heldBy === 'site_ceiling') return 'Held: the site sent its hourly ceiling of form confirmations; not sent.';
  if (row.status === 'suppressed') return 'Held: this address had its hourly share of form confirmations; not sent.';
  if (row.status === 'failed') return `Gave up after ${row.attempts} attempts${row.lastError ? ` (${row.lastError})` : ''}.`;
  if (row.status === 'pending' && row.attempts > 0)
    return `Attempt ${row.attempts} failed${row.lastError ? ` (${row.lastError})` : ''}; next try ${formatAtlantaDateTime(row.nextAttemptAt)}.`;
  if (row.status === 'sent' && row.sentAt) return `Sent ${formatAtlantaDateTime(row.sentAt)}.`;
  return 'Queued; not sent yet.';
}

/**
 * Staff's notice when the site-wide ceiling on form confirmations held some back: the ceiling, what went out this
 * hour, and how many wait. Mail the business owes (orders, accounts, its notices) is never held, so it is not here.
 */
function CeilingNotice() {
  const ceiling = api.admin.mail.confirmationCeiling.useQuery();
  const report = ceiling.data;
  if (!report || report.heldLastDay === 0) return null;
  return (
    <div role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink">
      <p className="font-semibold">
        {report.heldLastDay.toLocaleString('en-US')} form confirmation{report.heldLastDay === 1 ? ' was' : 's were'} held back in the last 24 hours
      </p>
      <p className="mt-1 text-ink/80">
        The site sends at most {report.perHour.toLocaleString('en-US')} confirmations of public forms an hour (contact, bookings, nominations, fundraiser
        registrations, newsletter welcomes), and that ceiling was reached; {report.sentLastHour.toLocaleString('en-US')} went out in the last hour. A burst like
        this is often someone using the forms to mail strangers. The requests themselves are all in the inbox; order and account mail is never held. Send now
        sends a held mail.
      </p>
    </div>
  );
}

/** Outgoing mail that did not go out (or all of it), with a Send now button for staff. */
export function MailPage({ search }: { search: MailSearch }) {
  const view: MailView = search.view ?? 'undelivered';
  const navigate = useNavigate({ from: '/admin/mail' });
  const change = (patch: Partial<ListState>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) as MailSearch });
  const list = api.admin.mail.list.useQuery(mailListInput(search), { placeholderData: keepPreviousData });
  const utils = api.useUtils();
  const sendNow = api.admin.mail.sendNow.useMutation({
    onSuccess: async () => {
      toast.success('Success', { description: 'The mail is on its way.' });
      await utils.admin.mail.invalidate();
    },
    onError: (error) => toastError('Failed to send the mail', error),
  });
  const data = list.data;

  const columns: AdminColumn<MailRow>[] = [
    {
      key: 'queued',
      header: 'Queued',
      className: 'whitespace-nowrap text-ink/70',
      cell: (r) => <time dateTime={r.createdAt.toISOString()}>{formatAtlantaDateTime(r.createdAt)}</time>,
    },
    { key: 'to', header: 'To', cell: (r) => <span className="break-all">{r.recipient}</span> },
    { key: 'subject', header: 'Subject', cell: (r) => <span className="font-semibold">{r.subject}</span> },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <div className="max-w-xs">
          <AdminBadge variant={STATUS[r.status].variant}>{STATUS[r.status].label}</AdminBadge>
          <p className="mt-1 text-xs text-ink/70">{explain(r)}</p>
        </div>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (r) =>
        r.status === 'sent' || r.status === 'sending' ? null : (
          <Button
            variant="outline"
            size="sm"
            disabled={sendNow.isPending}
            onClick={() => sendNow.mutate({ id: r.id })}
            aria-label={`Send "${r.subject}" to ${r.recipient} now`}
          >
            <SendIcon aria-hidden="true" /> Send now
          </Button>
        ),
    },
  ];

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader title="Mail" description="Mail the site sends: what did not go out, and why. Send now sends a mail at once." />
      <CeilingNotice />
      <nav aria-label="Which mail" className="mb-4 flex gap-2">
        {(['undelivered', 'all'] as const).map((v) => (
          <Link
            key={v}
            to="/admin/mail"
            search={{ ...search, view: v === 'undelivered' ? undefined : v, page: undefined }}
            className={cn(buttonVariants({ variant: v === view ? 'primary' : 'outline', size: 'sm' }))}
            aria-current={v === view ? 'page' : undefined}
          >
            {v === 'undelivered' ? 'Not delivered' : 'All mail'}
          </Link>
        ))}
      </nav>
      <AdminListToolbar
        state={search}
        onChange={change}
        searchLabel="Search mail"
        searchPlaceholder="Address or subject"
        sorts={SORT_OPTIONS}
        defaultSort={{ sort: 'queued', dir: 'desc' }}
        total={data?.total}
        noun={['mail', 'mails']}
      />
      <AdminTable
        caption="Outgoing mail"
        columns={columns}
        rows={data?.rows}
        rowKey={(r) => r.id}
        isLoading={list.isPending}
        error={list.isError ? errorMessageOf(list.error) : null}
        loadingText="Loading mail..."
        emptyText={search.q ? 'No mail matches' : view === 'undelivered' ? 'Every mail went out' : 'No mail yet'}
      />
      <AdminPager page={search.page ?? 1} pageCount={data?.pageCount ?? 1} onPage={(page) => change({ page: page > 1 ? page : undefined })} />
    </div>
  );
}
