import { formatAtlantaDateTime } from '@shared/atlanta-time';
import { countOf } from '@/lib/format';
import { Link, useNavigate } from '@tanstack/react-router';
import { NativeSelect } from '@/components/ui/input';
import { api, errorMessageOf } from '@/lib/trpc';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { AdminBadge, type AdminBadgeVariant } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { auditEntityLabel, auditSentence, auditSubject } from '../shared/audit-format';
import type { RouterOutputs } from '../shared/types';

type Entry = RouterOutputs['admin']['audit']['list']['entries'][number];

const ACTION_BADGE: Record<string, AdminBadgeVariant> = { create: 'success', delete: 'destructive', remove_role: 'destructive', assign_role: 'secondary' };

export function AuditPage({ page, entity }: { page: number; entity: string | undefined }) {
  const navigate = useNavigate();
  const audit = api.admin.audit.list.useQuery({ page, ...(entity ? { entity } : {}) });
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
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <label htmlFor="audit-entity" className="text-sm font-bold">
          Show
        </label>
        <NativeSelect
          id="audit-entity"
          className="w-auto min-w-52 capitalize"
          value={entity ?? ''}
          onChange={(e) => void navigate({ to: '/admin/audit', search: e.target.value ? { entity: e.target.value } : {}, replace: true })}
        >
          <option value="">Everything</option>
          {data?.entities.map((name) => (
            <option key={name} value={name}>
              {auditEntityLabel(name)}
            </option>
          ))}
        </NativeSelect>
        {data ? <p className="text-sm text-ink/70">{countOf(data.total, 'entry', 'entries')}</p> : null}
      </div>
      <AdminTable
        caption="Audit log"
        columns={columns}
        rows={data?.entries}
        rowKey={(e) => e.id}
        isLoading={audit.isPending}
        error={audit.isError ? errorMessageOf(audit.error) : null}
        loadingText="Loading audit log..."
        emptyText="No changes recorded yet"
      />
      {data && data.pageCount > 1 ? (
        <nav aria-label="Audit log pages" className="mt-4 flex items-center justify-between gap-3">
          <Link
            to="/admin/audit"
            search={{ ...(entity ? { entity } : {}), ...(page > 2 ? { page: page - 1 } : {}) }}
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), page <= 1 && 'pointer-events-none opacity-40')}
            aria-disabled={page <= 1}
          >
            Newer
          </Link>
          <span className="text-sm text-ink/70">
            Page {data.page} of {data.pageCount}
          </span>
          <Link
            to="/admin/audit"
            search={{ ...(entity ? { entity } : {}), page: Math.min(page + 1, data.pageCount) }}
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), page >= data.pageCount && 'pointer-events-none opacity-40')}
            aria-disabled={page >= data.pageCount}
          >
            Older
          </Link>
        </nav>
      ) : null}
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
