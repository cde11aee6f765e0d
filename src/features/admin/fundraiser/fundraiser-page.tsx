import { formatAtlantaDate } from '@shared/atlanta-time';
import { Link } from '@tanstack/react-router';
import { CheckIcon, DownloadIcon, ExternalLinkIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatCents } from '@shared/money';
import { api } from '@/lib/trpc';
import { FUNDRAISER_GROUP_TYPE_LABELS } from '@shared/schemas/values';
import { AdminBadge, type AdminBadgeVariant } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import type { RouterOutputs } from '../shared/types';
import { PayoutDialog } from './payout-dialog';
import { StandsList } from './stands-list';
import type { StandsSearch } from './stands-search';
import { ModerationQueue } from './moderation-queue';
import { downloadCsv } from '../shared/download-csv';

type Registration = RouterOutputs['admin']['fundraiser']['registrations'][number];
type Group = RouterOutputs['admin']['fundraiser']['groups'][number];

const DECISION_BADGES: Record<Registration['decision'], AdminBadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  declined: 'muted',
};

function SectionTitle({ children, id }: { children: string; id?: string }) {
  return (
    <h2 id={id} className="mt-10 mb-3 scroll-mt-4 text-xl font-extrabold text-ink first:mt-0">
      {children}
    </h2>
  );
}

export function FundraiserAdminPage({ search }: { search: StandsSearch }) {
  const utils = api.useUtils();
  const registrations = api.admin.fundraiser.registrations.useQuery({});
  const groups = api.admin.fundraiser.groups.useQuery();
  const refresh = () => utils.admin.fundraiser.invalidate();

  const approve = api.admin.fundraiser.approve.useMutation({
    onSuccess: async (stand) => {
      toastSuccess(`Stand opened at /fluff-fundraiser/stands/${stand.slug}; the parent has been mailed.`);
      await refresh();
    },
    onError: (error) => toastError('Could not approve', error),
  });
  const decline = api.admin.fundraiser.decline.useMutation({
    onSuccess: async () => {
      toastSuccess('Registration declined; the parent has been mailed.');
      await refresh();
    },
    onError: (error) => toastError('Could not decline', error),
  });
  const busy = approve.isPending || decline.isPending;

  const registrationColumns: AdminColumn<Registration>[] = [
    {
      key: 'kid',
      header: 'Kid',
      cell: (r) => <span className="font-bold">{r.kidName}</span>,
    },
    {
      key: 'age',
      header: 'Age',
      cell: (r) => (r.kidAge === null ? '—' : String(r.kidAge)),
    },
    {
      key: 'group',
      header: 'Group',
      cell: (r) => (
        <span>
          {r.groupName ? `${r.groupName} (${r.groupType ? FUNDRAISER_GROUP_TYPE_LABELS[r.groupType] : ''})` : '—'}
          {/* The organizer named here sees the group's stands once approved, unless the group has one already. */}
          {r.groupContactEmail ? <span className="block text-xs break-all text-ink/70">Organizer: {r.groupContactEmail}</span> : null}
        </span>
      ),
    },
    { key: 'city', header: 'City', cell: (r) => r.city },
    {
      key: 'email',
      header: 'Parent email',
      cell: (r) => <span className="break-all">{r.parentEmail}</span>,
    },
    {
      key: 'registered',
      header: 'Registered',
      className: 'whitespace-nowrap',
      cell: (r) => formatAtlantaDate(r.createdAt),
    },
    {
      key: 'decision',
      header: 'Status',
      cell: (r) => <AdminBadge variant={DECISION_BADGES[r.decision]}>{r.decision}</AdminBadge>,
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (r) =>
        r.decision === 'pending' ? (
          // Stacked, so the row stays inside the table's box at a desktop width with long group names and addresses.
          <div className="flex flex-col items-end gap-2">
            <Button
              size="sm"
              disabled={busy || !r.canApprove}
              title={r.canApprove ? undefined : 'Registered without group details'}
              onClick={() => approve.mutate({ id: r.id })}
            >
              <CheckIcon aria-hidden="true" /> Approve <span className="sr-only">{r.kidName}</span>
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => decline.mutate({ id: r.id })}>
              <XIcon aria-hidden="true" /> Decline <span className="sr-only">{r.kidName}</span>
            </Button>
          </div>
        ) : r.standSlug ? (
          <a
            href={`/fluff-fundraiser/stands/${r.standSlug}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-bold text-candy-purple-dark underline"
          >
            Stand page <ExternalLinkIcon className="size-4" aria-hidden="true" />
          </a>
        ) : null,
    },
  ];

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="Fluff Fundraiser"
        description="Approve registrations to open stands, review stories, photos and videos before they go public, award creativity points, and pay each group its share."
      />
      <SectionTitle>Registrations</SectionTitle>
      <AdminTable
        caption="Fundraiser registrations"
        columns={registrationColumns}
        rows={registrations.data}
        rowKey={(r) => r.id}
        isLoading={registrations.isPending}
        error={registrations.isError ? 'Failed to fetch registrations' : null}
        emptyText="No registrations yet"
      />
      <SectionTitle>Waiting for review</SectionTitle>
      <ModerationQueue onChanged={refresh} />
      <SectionTitle id="stands">Stands</SectionTitle>
      <StandsList search={search} groups={groups.data} onChanged={refresh} />
      <div className="mt-10 mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-extrabold text-ink">Groups</h2>
        <ExportGroupsButton />
      </div>
      <GroupsTable groups={groups.data} isLoading={groups.isPending} isError={groups.isError} onSaved={refresh} />
    </div>
  );
}

function GroupsTable({
  groups,
  isLoading,
  isError,
  onSaved,
}: {
  groups: Group[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onSaved: () => Promise<void>;
}) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [paying, setPaying] = useState<Group | null>(null);
  const save = api.admin.fundraiser.setGroupShare.useMutation({
    onSuccess: async () => {
      toastSuccess('Share saved');
      await onSaved();
    },
    onError: (error) => toastError('Could not save the share', error),
  });
  const columns: AdminColumn<Group>[] = [
    {
      key: 'name',
      header: 'Group',
      cell: (g) => <span className="font-bold">{g.name}</span>,
    },
    { key: 'type', header: 'Type', cell: (g) => g.typeLabel },
    { key: 'city', header: 'City', cell: (g) => g.city },
    {
      key: 'stands',
      header: 'Stands',
      cell: (g) => (
        <Link
          to="/admin/fundraiser"
          search={{ group: g.id }}
          hash="stands"
          className="font-bold text-candy-purple-dark hover:underline"
          aria-label={`${g.standCount} ${g.standCount === 1 ? 'stand' : 'stands'} of ${g.name}`}
        >
          {g.standCount}
        </Link>
      ),
    },
    {
      key: 'sales',
      header: 'Sales',
      className: 'whitespace-nowrap',
      cell: (g) => <span data-testid="group-sales">{formatCents(g.salesCents)}</span>,
    },
    {
      key: 'share',
      header: 'Share (%)',
      cell: (g) => (
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({
              id: g.id,
              sharePercent: Number(drafts[g.id] ?? g.sharePercent),
            });
          }}
        >
          <Input
            aria-label={`Share for ${g.name}, percent`}
            type="number"
            min={0}
            max={50}
            className="h-9 w-20"
            value={drafts[g.id] ?? String(g.sharePercent)}
            onChange={(e) => setDrafts((d) => ({ ...d, [g.id]: e.target.value }))}
          />
          <Button size="sm" type="submit" variant="outline" disabled={save.isPending}>
            Save
          </Button>
        </form>
      ),
    },
    {
      key: 'share-owed',
      header: 'Share',
      className: 'whitespace-nowrap',
      cell: (g) => <span data-testid="group-share">{formatCents(g.shareCents)}</span>,
    },
    {
      key: 'paid',
      header: 'Paid / still owed / to take back',
      className: 'whitespace-nowrap',
      cell: (g) => (
        <span className="flex flex-col items-start gap-1">
          <span data-testid="group-paid">{formatCents(g.paidCents)} paid</span>
          <span data-testid="group-owed" className="font-bold">
            {formatCents(g.owedCents)} owed
          </span>
          {g.takeBackCents > 0 ? (
            <span data-testid="group-take-back" className="font-bold text-red-700">
              {formatCents(g.takeBackCents)} to take back (orders cancelled or refunded after the payout)
            </span>
          ) : null}
          {g.owedCents > 0 ? (
            <Button size="sm" variant="outline" onClick={() => setPaying(g)}>
              Mark paid <span className="sr-only">to {g.name}</span>
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <>
      {paying ? <PayoutDialog group={paying} onClose={() => setPaying(null)} onSaved={onSaved} /> : null}
      <AdminTable
        caption="Fundraiser groups with their sales and share"
        columns={columns}
        rows={groups}
        rowKey={(g) => g.id}
        isLoading={isLoading}
        error={isError ? 'Failed to fetch groups' : null}
        emptyText="No groups yet"
      />
    </>
  );
}

/** Downloads every group's sales, share, paid and owed amounts as CSV. */
function ExportGroupsButton() {
  const utils = api.useUtils();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const file = await utils.admin.fundraiser.exportGroupsCsv.fetch();
          downloadCsv(file.filename, file.csv);
        } catch (error) {
          toastError('Could not export the groups', error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <DownloadIcon aria-hidden="true" /> Export CSV
    </Button>
  );
}
