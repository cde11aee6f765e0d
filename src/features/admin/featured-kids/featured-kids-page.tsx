import { PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/trpc';
import { AdminBadge } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { truncateText } from '../shared/text-format';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { EditDeleteActions } from '../shared/form-controls';
import type { RouterOutputs } from '../shared/types';
import { FeaturedKidFormDialog } from './featured-kid-form-dialog';
import { useNavigate } from '@tanstack/react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { AdminListToolbar, AdminPager, type ListState } from '../shared/admin-list-controls';
import { AdminBulkBar, bulkDoneMessage, selectColumn, useRowSelection } from '../shared/admin-bulk';
import { type FeaturedKidsSearch } from './featured-kids-search';
import { adminListInput } from '@/features/admin/shared/list-input';

export type AdminFeaturedKid = RouterOutputs['admin']['featuredKids']['list']['items'][number];

const SORT_OPTIONS = [
  { value: 'spotlight', label: 'Spotlight month' },
  { value: 'name', label: 'Name' },
  { value: 'createdAt', label: 'Added' },
] as const;
const VISIBILITY_OPTIONS = [
  { value: 'shown', label: 'Featured' },
  { value: 'hidden', label: 'Hidden' },
] as const;

export function FeaturedKidsPage({ search }: { search: FeaturedKidsSearch }) {
  const navigate = useNavigate({ from: '/admin/featured-kids' });
  const change = (patch: Partial<ListState>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) as FeaturedKidsSearch });
  const kids = api.admin.featuredKids.list.useQuery(adminListInput(search), { placeholderData: keepPreviousData });
  const selection = useRowSelection(JSON.stringify(search));
  const utils = api.useUtils();
  const bulk = api.admin.featuredKids.bulk.useMutation({
    onSuccess: async (result, input) => {
      toastSuccess(bulkDoneMessage(input.action, result.changed, ['featured kid', 'featured kids']));
      selection.clear();
      await Promise.all([utils.admin.featuredKids.invalidate(), utils.content.invalidate()]);
    },
    onError: (error) => toastError('The bulk action failed', error),
  });
  const [editing, setEditing] = useState<AdminFeaturedKid | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminFeaturedKid | null>(null);

  useEffect(() => {
    if (kids.isError) toast.error('Error', { description: 'Failed to fetch featured kids' });
  }, [kids.isError]);

  const remove = api.admin.featuredKids.delete.useMutation({
    onSuccess: async () => {
      toastSuccess('Featured kid removed successfully');
      setDeleting(null);
      await Promise.all([utils.admin.featuredKids.invalidate(), utils.content.invalidate()]);
    },
    onError: (error) => toastError('Failed to remove featured kid', error),
  });

  const columns: AdminColumn<AdminFeaturedKid>[] = [
    selectColumn(
      selection,
      kids.data?.items,
      (k) => k.id,
      (k) => k.name,
    ),
    {
      key: 'photo',
      header: 'Photo',
      className: 'w-20',
      cell: (k) => (
        <img
          src={k.imageUrl}
          alt={`Photo of ${k.name}`}
          className="size-12 max-w-none rounded-full bg-candy-pink/10 object-cover"
          width={48}
          height={48}
          loading="lazy"
        />
      ),
    },
    { key: 'name', header: 'Name', className: 'whitespace-nowrap', cell: (k) => <span className="font-bold">{k.name}</span> },
    { key: 'age', header: 'Age', className: 'whitespace-nowrap', cell: (k) => `${k.age} years old` },
    {
      key: 'story',
      header: 'Story',
      className: 'min-w-64',
      cell: (k) => (
        <p className="max-w-md text-ink/80" title={k.story}>
          {truncateText(k.story)}
        </p>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (k) => <AdminBadge variant={k.isFeatured ? 'success' : 'muted'}>{k.isFeatured ? 'Featured' : 'Hidden'}</AdminBadge>,
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (k) => <EditDeleteActions name={k.name} deleteVerb="Remove" onEdit={() => setEditing(k)} onDelete={() => setDeleting(k)} />,
    },
  ];

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="Featured Kids"
        description="The monthly spotlight. Hidden kids stay here but are not shown on the site."
        actions={
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden="true" />
            Add Featured Kid
          </Button>
        }
      />
      <AdminListToolbar
        state={search}
        onChange={change}
        searchLabel="Search featured kids"
        searchPlaceholder="Name"
        filters={[{ name: 'status', label: 'Status', value: search.status, options: VISIBILITY_OPTIONS, allLabel: 'Any status' }]}
        sorts={SORT_OPTIONS}
        defaultSort={{ sort: 'spotlight', dir: 'desc' }}
        total={kids.data?.total}
        noun={['featured kid', 'featured kids']}
      />
      <AdminBulkBar
        selection={selection}
        pageIds={kids.data?.items.map((row) => row.id) ?? []}
        noun={['featured kid', 'featured kids']}
        labels={{ publish: 'Feature', unpublish: 'Hide' }}
        pending={bulk.isPending}
        onRun={(action, ids) => bulk.mutate({ action, ids })}
      />
      <AdminTable
        caption="Featured kids"
        columns={columns}
        rows={kids.data?.items}
        rowKey={(k) => k.id}
        isLoading={kids.isPending}
        error={kids.isError ? 'Failed to fetch featured kids' : null}
        loadingText="Loading featured kids..."
        emptyText={search.q || search.status ? 'No featured kids match' : 'No featured kids yet'}
      />
      <AdminPager page={search.page ?? 1} pageCount={kids.data?.pageCount ?? 1} onPage={(page) => change({ page: page > 1 ? page : undefined })} />
      <FeaturedKidFormDialog kid={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Remove featured kid?"
        description="Are you sure you want to remove this featured kid?"
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </div>
  );
}
