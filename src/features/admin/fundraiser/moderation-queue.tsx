import { CheckIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/trpc';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import type { RouterOutputs } from '../shared/types';
import { RejectDialog } from './reject-dialog';
import { VideoQueue } from './video-queue';

type Moderation = RouterOutputs['admin']['fundraiser']['moderation'][number];

/** Stories, photos and videos waiting for review, with approve and reject: what admins and moderators both do. */
export function ModerationQueue({ onChanged }: { onChanged: () => Promise<void> }) {
  const moderation = api.admin.fundraiser.moderation.useQuery();
  const moderate = api.admin.fundraiser.moderate.useMutation({
    onSuccess: async (result) => {
      toastSuccess(`The ${result.item} was ${result.decision}.`);
      await onChanged();
    },
    onError: (error) => toastError('Could not save the review', error),
  });
  // A rejection asks staff why (the parent's mail says it); an approval is saved at once.
  const [rejecting, setRejecting] = useState<{ id: string; item: 'story' | 'photo'; kidName: string } | null>(null);
  const decide = (m: Moderation, item: 'story' | 'photo', decision: 'approved' | 'rejected') =>
    decision === 'approved' ? moderate.mutate({ id: m.id, item, decision }) : setRejecting({ id: m.id, item, kidName: m.kidName });

  const columns: AdminColumn<Moderation>[] = [
    {
      key: 'stand',
      header: 'Stand',
      cell: (m) => <span className="font-bold">{m.kidName}</span>,
    },
    {
      key: 'item',
      header: 'Waiting',
      className: 'min-w-72',
      cell: (m) => (
        <div className="space-y-3">
          {m.storyStatus === 'pending' ? (
            <div>
              <p className="max-w-xl whitespace-pre-line text-ink/85" data-testid="moderation-story">
                {m.story}
              </p>
              <ReviewButtons label="story" disabled={moderate.isPending} onDecide={(decision) => decide(m, 'story', decision)} />
            </div>
          ) : null}
          {m.photoStatus === 'pending' && m.photoUrl ? (
            <div>
              <img src={m.photoUrl} alt={`Photo for ${m.kidName}'s stand`} className="h-32 rounded-xl object-cover" loading="lazy" />
              <ReviewButtons label="photo" disabled={moderate.isPending} onDecide={(decision) => decide(m, 'photo', decision)} />
            </div>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <AdminTable
        caption="Stories and photos waiting for review"
        columns={columns}
        rows={moderation.data}
        rowKey={(m) => m.id}
        isLoading={moderation.isPending}
        error={moderation.isError ? 'Failed to fetch the review queue' : null}
        emptyText="Nothing is waiting for review"
      />
      {rejecting ? (
        <RejectDialog
          what={`${rejecting.kidName}'s ${rejecting.item}`}
          pending={moderate.isPending}
          onClose={() => setRejecting(null)}
          onReject={async (rejection) => {
            await moderate.mutateAsync({ id: rejecting.id, item: rejecting.item, decision: 'rejected', ...rejection });
          }}
        />
      ) : null}
      <h3 className="mt-6 mb-3 text-lg font-extrabold text-ink">Videos waiting for review</h3>
      <VideoQueue onChanged={onChanged} />
    </>
  );
}

/** A moderator's fundraiser screen: the review queue only (the rest of the fundraiser is for admins). */
/** `refused`: the moderator asked for a screen of admins by its address and was sent here; the page says so. */
export function FundraiserModerationPage({ refused = false }: { refused?: boolean }) {
  const utils = api.useUtils();
  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader title="Fluff Fundraiser" description="Review stories, photos and videos before they go public." />
      {refused ? (
        <p role="alert" className="mb-6 rounded-2xl border border-candy-pink/40 bg-white p-4 font-bold text-ink">
          That screen is for admins. As a moderator you review fundraiser stories, photos and videos here, and read the inbox.
        </p>
      ) : null}
      <ModerationQueue
        onChanged={async () => {
          await Promise.all([utils.admin.fundraiser.moderation.invalidate(), utils.admin.fundraiser.videoQueue.invalidate()]);
        }}
      />
    </div>
  );
}

function ReviewButtons({ label, disabled, onDecide }: { label: string; disabled: boolean; onDecide: (decision: 'approved' | 'rejected') => void }) {
  return (
    <div className="mt-2 flex gap-2">
      <Button size="sm" disabled={disabled} onClick={() => onDecide('approved')}>
        <CheckIcon aria-hidden="true" /> Approve {label}
      </Button>
      <Button size="sm" variant="outline" disabled={disabled} onClick={() => onDecide('rejected')}>
        <XIcon aria-hidden="true" /> Reject {label}
      </Button>
    </div>
  );
}
