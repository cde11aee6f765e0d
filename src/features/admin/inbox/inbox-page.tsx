import { Link, useNavigate } from '@tanstack/react-router';
import { DownloadIcon, EyeIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { InboxKind } from '@shared/schemas/admin-inbox';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@shared/schemas/values';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { api, errorMessageOf } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError } from '../shared/admin-toasts';
import { RowActions } from '../shared/form-controls';
import { downloadCsv } from '../shared/download-csv';
import { InboxItemDialog } from './inbox-item-dialog';
import { dateTimeFormat } from '../shared/text-format';
import { cellText, INBOX_TABS, STATUS_LABELS, type InboxRow } from './inbox-format';

// Free-text fields get room to show two lines; the short ones stay on one line.
const LONG_TEXT = new Set(['message', 'story', 'specialRequests']);
const EMAIL = new Set(['email', 'parentEmail', 'nominatorEmail']);

/** What visitors sent: bookings, registrations, messages, nominations and sign-ups, each with a status staff move along. */
/** `readOnly`: a moderator reads the inbox; moving items along and exporting are for admins (the server says so too). */
export function InboxPage({
  kind,
  status,
  page,
  item,
  readOnly = false,
}: {
  kind: InboxKind;
  status: SubmissionStatus | undefined;
  page: number;
  item?: string | undefined;
  readOnly?: boolean;
}) {
  const navigate = useNavigate({ from: '/admin/inbox' });
  const list = api.admin.inbox.list.useQuery({ kind, status, page });
  const utils = api.useUtils();
  // A link to one item (the staff notice mail's) opens its details at once.
  const [openId, setOpenId] = useState<string | null>(item ?? null);
  const [exporting, setExporting] = useState(false);
  const tab = INBOX_TABS.find((t) => t.kind === kind)!;

  useEffect(() => {
    if (list.isError) toast.error('Error', { description: `Failed to fetch ${tab.label.toLowerCase()}` });
  }, [list.isError, tab.label]);

  const setStatus = api.admin.inbox.setStatus.useMutation({
    onSuccess: async (result) => {
      toast.success('Success', { description: `Marked as ${STATUS_LABELS[result.status].toLowerCase()}` });
      await utils.admin.inbox.invalidate();
    },
    onError: (error) => toastError('Failed to update status', error),
  });

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await utils.admin.inbox.exportCsv.fetch({ kind, status }, { staleTime: 0 });
      downloadCsv(file.filename, file.csv);
    } catch (error) {
      toastError('Failed to export CSV', error);
    } finally {
      setExporting(false);
    }
  }

  const fields = (list.data?.fields ?? []).filter((field) => field.inList);
  const columns: AdminColumn<InboxRow>[] = [
    { key: 'received', header: 'Received', className: 'min-w-28 text-ink/70', cell: (row) => dateTimeFormat.format(row.createdAt) },
    ...fields.map((field): AdminColumn<InboxRow> => ({
      key: field.key,
      header: field.label,
      // Values wrap (an email anywhere, other words whole), so Status and View details stay inside a 1280 px window.
      className: LONG_TEXT.has(field.key) ? 'min-w-48' : EMAIL.has(field.key) ? 'min-w-32 [overflow-wrap:anywhere]' : 'break-words',
      cell: (row) => <span className="line-clamp-2 max-w-xs">{cellText(row.values[field.key])}</span>,
    })),
    {
      key: 'status',
      header: 'Status',
      cell: (row) =>
        readOnly ? (
          STATUS_LABELS[row.status]
        ) : (
          <NativeSelect
            aria-label="Status"
            value={row.status}
            disabled={setStatus.isPending && setStatus.variables?.id === row.id}
            onChange={(event) => setStatus.mutate({ kind, id: row.id, status: event.target.value as SubmissionStatus })}
            className="h-9 w-32 py-1 text-sm"
          >
            {SUBMISSION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (row) => (
        <RowActions>
          <Button variant="ghost" size="icon" className="size-8" onClick={() => setOpenId(row.id)} aria-label="View details" title="View details">
            <EyeIcon />
          </Button>
        </RowActions>
      ),
    },
  ];

  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="Inbox"
        description="What visitors sent from the site. Move each one along as you handle it."
        actions={
          readOnly ? null : (
            <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
              <DownloadIcon aria-hidden="true" />
              {exporting ? 'Exporting...' : 'Export CSV'}
            </Button>
          )
        }
      />
      <nav aria-label="Inbox" className="mb-4 flex flex-wrap gap-1 rounded-2xl bg-candy-purple/10 p-1 sm:w-fit sm:rounded-full">
        {INBOX_TABS.map((t) => (
          <Link
            key={t.kind}
            to="/admin/inbox"
            search={{ kind: t.kind }}
            aria-current={t.kind === kind ? 'page' : undefined}
            className={cn('rounded-full px-4 py-2 text-sm font-bold text-ink/70 hover:text-ink', t.kind === kind && 'bg-white text-candy-purple-dark shadow')}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm font-bold">
          Show
          <NativeSelect
            aria-label="Filter by status"
            value={status ?? ''}
            onChange={(event) => void navigate({ search: { kind, status: (event.target.value || undefined) as SubmissionStatus | undefined } })}
            className="h-9 w-40 py-1 text-sm"
          >
            <option value="">All</option>
            {SUBMISSION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </label>
        {list.data ? (
          <p className="text-sm text-ink/70" aria-live="polite">
            {list.data.total} {list.data.total === 1 ? 'entry' : 'entries'}
          </p>
        ) : null}
      </div>
      <AdminTable
        caption={tab.label}
        columns={columns}
        rows={list.data?.rows}
        rowKey={(row) => row.id}
        isLoading={list.isPending}
        error={list.isError ? errorMessageOf(list.error) : null}
        loadingText="Loading..."
        emptyText={status ? `Nothing marked ${STATUS_LABELS[status].toLowerCase()}` : tab.empty}
      />
      {pageCount > 1 ? (
        <div className="mt-4 flex items-center justify-end gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => void navigate({ search: { kind, status, page: page - 1 } })}>
            Previous
          </Button>
          <span>
            Page {page} of {pageCount}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => void navigate({ search: { kind, status, page: page + 1 } })}>
            Next
          </Button>
        </div>
      ) : null}
      <InboxItemDialog
        kind={kind}
        id={openId}
        onClose={() => setOpenId(null)}
        onStatus={readOnly ? undefined : (id, next) => setStatus.mutate({ kind, id, status: next })}
        pending={setStatus.isPending}
      />
    </div>
  );
}
