import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { formatCents } from '@shared/money';
import { api, errorMessageOf } from '@/lib/trpc';
import { AdminBadge } from '../shared/admin-badge';
import { AdminListToolbar, AdminPager, type ListState } from '../shared/admin-list-controls';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { adminListInput } from '../shared/list-input';
import type { RouterOutputs } from '../shared/types';
import { StandActions } from './stand-actions';
import type { StandsSearch } from './stands-search';

type Stand = RouterOutputs['admin']['fundraiser']['stands']['items'][number];
type Group = RouterOutputs['admin']['fundraiser']['groups'][number];

const SORT_OPTIONS = [
  { value: 'createdAt', label: 'Opened' },
  { value: 'kid', label: 'Kid' },
] as const;
const NAMING_OPTIONS = [
  { value: 'public', label: 'Name shown' },
  { value: 'group', label: 'Group only' },
] as const;

/** The fundraiser's stands, a page at a time: searched, sorted and filtered by group or naming, all in the address. */
export function StandsList({ search, groups, onChanged }: { search: StandsSearch; groups: Group[] | undefined; onChanged: () => Promise<void> }) {
  const navigate = useNavigate({ from: '/admin/fundraiser' });
  const change = (patch: Partial<ListState>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) as StandsSearch, resetScroll: false });
  const stands = api.admin.fundraiser.stands.useQuery(adminListInput(search), { placeholderData: keepPreviousData });

  const standColumns: AdminColumn<Stand>[] = [
    {
      key: 'stand',
      header: 'Stand',
      cell: (s) => (
        <a href={`/fluff-fundraiser/stands/${s.slug}`} target="_blank" rel="noreferrer" className="font-bold text-candy-purple-dark underline">
          {s.kidName}
        </a>
      ),
    },
    { key: 'group', header: 'Group', cell: (s) => `${s.groupName}, ${s.city}` },
    {
      key: 'parent',
      header: 'Parent email',
      cell: (s) => <span className="break-all">{s.parentEmail}</span>,
    },
    {
      key: 'raised',
      header: 'Raised',
      className: 'whitespace-nowrap',
      cell: (s) => (
        <span>
          {formatCents(s.raisedCents)} of {formatCents(s.goalCents)}
          <span className="block text-xs text-ink/70">
            {s.orderCount === 1 ? '1 order' : `${s.orderCount} orders`}
            {s.sampleSalesCents > 0 ? ` + ${formatCents(s.sampleSalesCents)} sample sales` : ''}
          </span>
        </span>
      ),
    },
    {
      key: 'points',
      header: 'Points',
      className: 'whitespace-nowrap',
      cell: (s) => (
        <span data-testid="stand-points">
          <span className="font-bold">{s.points.totalPoints.toLocaleString('en-US')}</span>
          <span className="block text-xs text-ink/70">
            {s.points.avgPoints.toLocaleString('en-US')} avg · {s.points.events} {s.points.events === 1 ? 'day' : 'days'}
          </span>
        </span>
      ),
    },
    {
      key: 'public',
      header: 'Public name',
      cell: (s) => (
        <span className="flex flex-col items-start gap-1">
          <AdminBadge variant={s.consentPublic ? 'success' : 'muted'}>{s.consentPublic ? 'Consented' : 'Group only'}</AdminBadge>
          {s.isSample ? <AdminBadge variant="muted">Sample</AdminBadge> : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (s) => <StandActions stand={s} onChanged={onChanged} />,
    },
  ];

  return (
    <>
      <AdminListToolbar
        state={search}
        onChange={change}
        searchLabel="Search stands"
        searchPlaceholder="Kid, parent email or page address"
        filters={[
          {
            name: 'group',
            label: 'Group',
            value: search.group,
            options: (groups ?? []).map((group) => ({ value: group.id, label: group.name })),
            allLabel: 'All groups',
          },
          { name: 'naming', label: 'Public name', value: search.naming, options: NAMING_OPTIONS, allLabel: 'Any' },
        ]}
        sorts={SORT_OPTIONS}
        defaultSort={{ sort: 'createdAt', dir: 'desc' }}
        total={stands.data?.total}
        noun={['stand', 'stands']}
      />
      <AdminTable
        caption="Fundraiser stands"
        columns={standColumns}
        rows={stands.data?.items}
        rowKey={(s) => s.id}
        isLoading={stands.isPending}
        error={stands.isError ? errorMessageOf(stands.error) : null}
        emptyText={search.q || search.group || search.naming ? 'No stands match' : 'No stands yet: approve a registration to open one'}
      />
      <AdminPager page={search.page ?? 1} pageCount={stands.data?.pageCount ?? 1} onPage={(page) => change({ page: page > 1 ? page : undefined })} />
    </>
  );
}
