import { EVENT_TYPES } from '@shared/schemas/values';
import { PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { formatCalendarDate, formatTime } from '@/lib/format';
import { api } from '@/lib/trpc';
import { AdminBadge } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { EditDeleteActions } from '../shared/form-controls';
import type { RouterOutputs } from '../shared/types';
import { EventFormDialog } from './event-form-dialog';
import { useNavigate } from '@tanstack/react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { AdminListToolbar, AdminPager, type ListState } from '../shared/admin-list-controls';
import { AdminBulkBar, bulkDoneMessage, selectColumn, useRowSelection } from '../shared/admin-bulk';
import { type EventsSearch } from './events-search';
import { adminListInput } from '@/features/admin/shared/list-input';

export type AdminEvent = RouterOutputs['admin']['events']['list']['items'][number];

const SORT_OPTIONS = [
  { value: 'date', label: 'Date' },
  { value: 'title', label: 'Title' },
  { value: 'location', label: 'Location' },
] as const;
const VISIBILITY_OPTIONS = [
  { value: 'shown', label: 'Active' },
  { value: 'hidden', label: 'Inactive' },
] as const;
const WHEN_OPTIONS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
] as const;
const TYPE_OPTIONS = EVENT_TYPES.map((type) => ({ value: type, label: type[0]!.toUpperCase() + type.slice(1) }));

export function EventsPage({ search }: { search: EventsSearch }) {
  const navigate = useNavigate({ from: '/admin/events' });
  const change = (patch: Partial<ListState>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) as EventsSearch });
  const events = api.admin.events.list.useQuery(adminListInput(search), { placeholderData: keepPreviousData });
  const selection = useRowSelection(JSON.stringify(search));
  const utils = api.useUtils();
  const bulk = api.admin.events.bulk.useMutation({
    onSuccess: async (result, input) => {
      toastSuccess(bulkDoneMessage(input.action, result.changed, ['event', 'events']));
      selection.clear();
      await Promise.all([utils.admin.events.invalidate(), utils.content.invalidate()]);
    },
    onError: (error) => toastError('The bulk action failed', error),
  });
  const [editing, setEditing] = useState<AdminEvent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);

  useEffect(() => {
    if (events.isError) toast.error('Error', { description: 'Failed to fetch events' });
  }, [events.isError]);

  const remove = api.admin.events.delete.useMutation({
    onSuccess: async () => {
      toastSuccess('Event deleted successfully');
      setDeleting(null);
      await Promise.all([utils.admin.events.invalidate(), utils.content.invalidate()]);
    },
    onError: (error) => toastError('Failed to delete event', error),
  });

  const columns: AdminColumn<AdminEvent>[] = [
    selectColumn(
      selection,
      events.data?.items,
      (e) => e.id,
      (e) => e.title,
    ),
    {
      key: 'title',
      header: 'Title',
      className: 'min-w-56',
      cell: (e) => (
        <div className="min-w-0">
          <p className="font-bold">{e.title}</p>
          {e.description ? <p className="line-clamp-1 max-w-xs text-ink/70">{e.description}</p> : null}
        </div>
      ),
    },
    { key: 'location', header: 'Location', cell: (e) => e.location },
    { key: 'date', header: 'Date', className: 'whitespace-nowrap', cell: (e) => formatCalendarDate(e.eventDate) },
    { key: 'time', header: 'Time', className: 'whitespace-nowrap', cell: (e) => `${formatTime(e.startTime)} - ${formatTime(e.endTime)}` },
    {
      key: 'status',
      header: 'Status',
      // A past event is over whatever its flag says: "Active" would read as still to come.
      cell: (e) =>
        e.isPast ? (
          <AdminBadge variant="muted">Past</AdminBadge>
        ) : (
          <AdminBadge variant={e.isActive ? 'success' : 'muted'}>{e.isActive ? 'Active' : 'Inactive'}</AdminBadge>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (e) => <EditDeleteActions name={e.title} onEdit={() => setEditing(e)} onDelete={() => setDeleting(e)} />,
    },
  ];

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="Events"
        description="Pop-up events on the public events page. Inactive events stay here but leave the site."
        actions={
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden="true" />
            Add Event
          </Button>
        }
      />
      <AdminListToolbar
        state={search}
        onChange={change}
        searchLabel="Search events"
        searchPlaceholder="Title or location"
        filters={[
          { name: 'when', label: 'When', value: search.when, options: WHEN_OPTIONS, allLabel: 'Any time' },
          { name: 'status', label: 'Status', value: search.status, options: VISIBILITY_OPTIONS, allLabel: 'Any status' },
          { name: 'type', label: 'Type', value: search.type, options: TYPE_OPTIONS, allLabel: 'Any type' },
        ]}
        sorts={SORT_OPTIONS}
        defaultSort={{ sort: 'date', dir: 'desc' }}
        total={events.data?.total}
        noun={['event', 'events']}
      />
      <AdminBulkBar
        selection={selection}
        pageIds={events.data?.items.map((row) => row.id) ?? []}
        noun={['event', 'events']}
        labels={{ publish: 'Activate', unpublish: 'Deactivate' }}
        pending={bulk.isPending}
        onRun={(action, ids) => bulk.mutate({ action, ids })}
      />
      <AdminTable
        caption="Events"
        columns={columns}
        rows={events.data?.items}
        rowKey={(e) => e.id}
        isLoading={events.isPending}
        error={events.isError ? 'Failed to fetch events' : null}
        loadingText="Loading events..."
        emptyText={search.q || search.status || search.when || search.type ? 'No events match' : 'No events yet'}
      />
      <AdminPager page={search.page ?? 1} pageCount={events.data?.pageCount ?? 1} onPage={(page) => change({ page: page > 1 ? page : undefined })} />
      <EventFormDialog event={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete event?"
        description="Are you sure you want to delete this event?"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </div>
  );
}
