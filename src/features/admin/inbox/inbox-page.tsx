import { keepPreviousData } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { DownloadIcon, EyeIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
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
import { cellText, INBOX_TABS, inboxListInput, STATUS_LABELS, type InboxRow } from './inbox-format';
import { AdminListToolbar, AdminPager, type ListState } from '../shared/admin-list-controls';
import type { InboxSearch } from './inbox-search';

// Free-text fields get room to show two lines; the short ones stay on one line.
const LONG_TEXT = new Set(['message', 'story', 'specialRequests']);
const EMAIL = new Set(['email', 'parentEmail', 'nominatorEmail']);

/** What visitors sent: bookings, registrations, messages, nominations and sign-ups, each with a status staff move along. */
/** `readOnly`: a moderator reads the inbox; moving items along and exporting are for admins (the server says so too). */
const STATUS_OPTIONS = SUBMISSION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

export function InboxPage({ search, readOnly = false }: { search: InboxSearch; readOnly?: boolean }) {
  const navigate = useNavigate({ from: '/admin/inbox' });
  const change = (patch: Partial<ListState>) => void navigate({ search: (prev) => ({ ...prev, ...patch, item: undefined }) as InboxSearch });
  const kind = search.kind ?? 'bookings';
  const { status, item } = search;
  const list = api.admin.inbox.list.useQuery(inboxListInput(search), { placeholderData: keepPreviousData });
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
      <AdminListToolbar
        state={search}
        onChange={change}
        searchLabel={`Search ${tab.label.toLowerCase()}`}
        searchPlaceholder={tab.searchPlaceholder}
        filters={[{ name: 'status', label: 'Status', value: status, options: STATUS_OPTIONS }]}
        sorts={[
          { value: 'createdAt', label: 'Received' },
          { value: 'name', label: tab.nameSort },
        ]}
        defaultSort={{ sort: 'createdAt', dir: 'desc' }}
        total={list.data?.total}
        noun={['entry', 'entries']}
      />
      <AdminTable
        caption={tab.label}
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        isLoading={list.isPending}
        error={list.isError ? errorMessageOf(list.error) : null}
        loadingText="Loading..."
        emptyText={search.q ? 'Nothing matches' : status ? `Nothing marked ${STATUS_LABELS[status].toLowerCase()}` : tab.empty}
      />
      <AdminPager page={search.page ?? 1} pageCount={list.data?.pageCount ?? 1} onPage={(page) => change({ page: page > 1 ? page : undefined })} />
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
