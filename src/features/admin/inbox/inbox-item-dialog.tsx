import type { InboxKind } from '@shared/schemas/admin-inbox';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@shared/schemas/values';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { api, errorMessageOf } from '@/lib/trpc';
import { AdminBadge } from '../shared/admin-badge';
import { dateTimeFormat } from '../shared/text-format';
import { cellText, STATUS_BADGES, STATUS_LABELS } from './inbox-format';

/** Every field of one submission, with buttons to move its status. */
export function InboxItemDialog({
  kind,
  id,
  onClose,
  onStatus,
  pending,
}: {
  kind: InboxKind;
  id: string | null;
  onClose: () => void;
  /** Absent for someone who may read the inbox but not move its items along (a moderator). */
  onStatus?: (id: string, status: SubmissionStatus) => void;
  pending: boolean;
}) {
  const detail = api.admin.inbox.get.useQuery({ kind, id: id ?? '' }, { enabled: id !== null });
  const item = detail.data?.item;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Details" description={item ? `Received ${dateTimeFormat.format(item.createdAt)}` : undefined} className="max-w-2xl">
        {detail.isPending ? (
          <Spinner label="Loading details" />
        ) : detail.isError ? (
          <p role="alert" className="font-semibold text-red-700">
            {errorMessageOf(detail.error)}
          </p>
        ) : item ? (
          <div className="space-y-5">
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
              {detail.data.fields.map((field) => (
                <div key={field.key} className="contents">
                  <dt className="text-sm font-bold text-ink/70">{field.label}</dt>
                  <dd className="break-words whitespace-pre-wrap">{cellText(item.values[field.key]) || '—'}</dd>
                </div>
              ))}
              <dt className="text-sm font-bold text-ink/70">Status</dt>
              <dd>
                <AdminBadge variant={STATUS_BADGES[item.status]}>{STATUS_LABELS[item.status]}</AdminBadge>
              </dd>
            </dl>
            {onStatus ? (
              <div className="flex flex-wrap gap-2 border-t border-candy-purple/15 pt-4">
                {SUBMISSION_STATUSES.filter((status) => status !== item.status).map((status) => (
                  <Button key={status} variant="outline" size="sm" disabled={pending} onClick={() => onStatus(item.id, status)}>
                    Mark {STATUS_LABELS[status].toLowerCase()}
                  </Button>
                ))}
              </div>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
