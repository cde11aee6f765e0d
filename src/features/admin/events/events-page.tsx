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

export type AdminEvent = RouterOutputs['admin']['events']['list'][number];

export function EventsPage() {
  const events = api.admin.events.list.useQuery();
  const utils = api.useUtils();
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
      cell: (e) => <AdminBadge variant={e.isActive ? 'success' : 'muted'}>{e.isActive ? 'Active' : 'Inactive'}</AdminBadge>,
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
      <AdminTable
        caption="Events"
        columns={columns}
        rows={events.data}
        rowKey={(e) => e.id}
        isLoading={events.isPending}
        error={events.isError ? 'Failed to fetch events' : null}
        loadingText="Loading events..."
        emptyText="No events yet"
      />
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
