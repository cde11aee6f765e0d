import { formatAtlantaDateTime } from '@shared/atlanta-time';
import { useNavigate } from '@tanstack/react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { api, errorMessageOf } from '@/lib/trpc';
import { AdminListToolbar, AdminPager, type ListState } from '../shared/admin-list-controls';
import { type AuditSearch } from './audit-search';
import { AdminBadge, type AdminBadgeVariant } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { auditEntityLabel, auditSentence, auditSubject } from '../shared/audit-format';
import type { RouterOutputs } from '../shared/types';

/** The list query for what the address asks. */
export function auditListInput(search: AuditSearch) {
  return { page: search.page ?? 1, entity: search.entity, search: search.q, dir: search.dir };
}

type Entry = RouterOutputs['admin']['audit']['list']['entries'][number];

const ACTION_BADGE: Record<string, AdminBadgeVariant> = { create: 'success', delete: 'destructive', remove_role: 'destructive', assign_role: 'secondary' };

const SORT_OPTIONS = [{ value: 'when', label: 'Time' }] as const;

export function AuditPage({ search }: { search: AuditSearch }) {
  const navigate = useNavigate({ from: '/admin/audit' });
  const change = (patch: Partial<ListState>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) as AuditSearch });
  const audit = api.admin.audit.list.useQuery(auditListInput(search), { placeholderData: keepPreviousData });
  const data = audit.data;

  const columns: AdminColumn<Entry>[] = [
    {
      key: 'when',
      header: 'When',
      className: 'whitespace-nowrap text-ink/70',
      cell: (e) => <time dateTime={e.createdAt.toISOString()}>{formatAtlantaDateTime(e.createdAt)}</time>,
    },
    { key: 'who', header: 'Who', cell: (e) => <span className="break-all">{e.actorEmail}</span> },
    {
      key: 'what',
      header: 'What',
      cell: (e) => (
        <div className="flex flex-wrap items-center gap-2">
          <AdminBadge variant={ACTION_BADGE[e.action] ?? 'muted'}>{e.action.replace('_', ' ')}</AdminBadge>
          <span className="font-semibold">{auditSentence(e.action, e.entity)}</span>
        </div>
      ),
    },
    { key: 'subject', header: 'Details', cell: (e) => <DetailCell entry={e} /> },
  ];

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader title="Audit Log" description="Every change made in the back office: who, what and when." />
      <AdminListToolbar
        state={search}
        onChange={change}
        searchLabel="Search the audit log"
        searchPlaceholder="Address, name or id"
        filters={[
          {
            name: 'entity',
            label: 'Record',
            value: search.entity,
            options: (data?.entities ?? (search.entity ? [search.entity] : [])).map((name) => ({ value: name, label: auditEntityLabel(name) })),
            allLabel: 'Everything',
          },
        ]}
        sorts={SORT_OPTIONS}
        defaultSort={{ sort: 'when', dir: 'desc' }}
        total={data?.total}
        noun={['entry', 'entries']}
      />
      <AdminTable
        caption="Audit log"
        columns={columns}
        rows={data?.entries}
        rowKey={(e) => e.id}
        isLoading={audit.isPending}
        error={audit.isError ? errorMessageOf(audit.error) : null}
        loadingText="Loading audit log..."
        emptyText={search.q || search.entity ? 'No entries match' : 'No changes recorded yet'}
      />
      <AdminPager page={search.page ?? 1} pageCount={data?.pageCount ?? 1} onPage={(page) => change({ page: page > 1 ? page : undefined })} />
    </div>
  );
}

function DetailCell({ entry }: { entry: Entry }) {
  const subject = auditSubject(entry.detail);
  const json = entry.detail === null ? '' : JSON.stringify(entry.detail, null, 2);
  return (
    <div className="max-w-md min-w-0">
      {subject ? <p className="truncate">{subject}</p> : null}
      {json ? (
        <details className="text-xs text-ink/70">
          <summary className="cursor-pointer select-none">All details</summary>
          <pre className="mt-1 max-h-48 overflow-auto rounded-lg bg-ink/5 p-2 whitespace-pre-wrap">{json}</pre>
        </details>
      ) : null}
      {entry.entityId ? <p className="font-mono text-[11px] text-ink/70">{entry.entityId}</p> : null}
    </div>
  );
}
