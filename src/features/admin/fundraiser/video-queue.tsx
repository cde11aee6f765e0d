import { CheckIcon, ExternalLinkIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/trpc';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import type { RouterOutputs } from '../shared/types';
import { RejectDialog } from './reject-dialog';

type QueuedVideo = RouterOutputs['admin']['fundraiser']['videoQueue'][number];

/** Parents' video links waiting for review: staff open each one before it reaches the map and the gallery. */
export function VideoQueue({ onChanged }: { onChanged: () => Promise<void> }) {
  const queue = api.admin.fundraiser.videoQueue.useQuery();
  const moderate = api.admin.fundraiser.moderateVideo.useMutation({
    onSuccess: async (result) => {
      toastSuccess(`The video was ${result.decision}.`);
      await onChanged();
    },
    onError: (error) => toastError('Could not save the review', error),
  });
  const [rejecting, setRejecting] = useState<QueuedVideo | null>(null);
  const columns: AdminColumn<QueuedVideo>[] = [
    { key: 'stand', header: 'Stand', cell: (v) => <span className="font-bold">{v.kidName}</span> },
    {
      key: 'video',
      header: 'Video',
      className: 'min-w-72',
      cell: (v) => (
        <span>
          <span className="block font-bold">{v.title || (v.platform === 'youtube' ? 'YouTube video' : 'TikTok video')}</span>
          <a
            href={v.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 break-all text-candy-purple-dark underline"
            data-testid="queued-video"
          >
            {v.url} <ExternalLinkIcon className="size-4 shrink-0" aria-hidden="true" />
          </a>
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (v) => (
        <div className="flex flex-col items-end gap-2">
          <Button size="sm" disabled={moderate.isPending} onClick={() => moderate.mutate({ id: v.id, decision: 'approved' })}>
            <CheckIcon aria-hidden="true" /> Approve video <span className="sr-only">{v.url}</span>
          </Button>
          <Button size="sm" variant="outline" disabled={moderate.isPending} onClick={() => setRejecting(v)}>
            <XIcon aria-hidden="true" /> Reject video <span className="sr-only">{v.url}</span>
          </Button>
        </div>
      ),
    },
  ];
  return (
    <>
      {rejecting ? (
        <RejectDialog
          what={`${rejecting.kidName}'s video`}
          pending={moderate.isPending}
          onClose={() => setRejecting(null)}
          onReject={async (rejection) => {
            await moderate.mutateAsync({ id: rejecting.id, decision: 'rejected', ...rejection });
          }}
        />
      ) : null}
      <AdminTable
        caption="Videos waiting for review"
        columns={columns}
        rows={queue.data}
        rowKey={(v) => v.id}
        isLoading={queue.isPending}
        error={queue.isError ? 'Failed to fetch the videos waiting for review' : null}
        emptyText="No videos are waiting for review"
      />
    </>
  );
}
