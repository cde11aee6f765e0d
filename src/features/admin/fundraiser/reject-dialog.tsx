import { useState } from 'react';
import { Field, FormError } from '@/components/ui/field';
import { NativeSelect, Textarea } from '@/components/ui/input';
import { MEDIA_REJECTION_LABELS, type MediaRejectionReason } from '@shared/schemas/admin-fundraiser';
import { AdminFormDialog } from '../shared/admin-form-dialog';

const REASONS = Object.entries(MEDIA_REJECTION_LABELS) as [MediaRejectionReason, string][];

export type Rejection = { reason: MediaRejectionReason; note: string };

/**
 * Rejecting a parent's story, photo or video: staff choose why from the list (the parent's mail says it in full) and
 * may add a note, which the mail quotes. "Another reason" needs the note.
 */
export function RejectDialog({
  what,
  pending,
  onClose,
  onReject,
}: {
  /** What is rejected, as the title names it: "Maya R.'s story". */
  what: string;
  pending: boolean;
  onClose: () => void;
  onReject: (rejection: Rejection) => Promise<void>;
}) {
  const [reason, setReason] = useState<MediaRejectionReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string; server?: string }>({});
  const submit = async () => {
    const found = {
      reason: reason ? undefined : 'Choose why it is rejected',
      note: reason === 'other' && !note.trim() ? 'Say why in the note' : undefined,
    };
    setErrors(found);
    if (found.reason || found.note || !reason) return;
    try {
      await onReject({ reason, note: note.trim() });
      onClose();
    } catch (error) {
      setErrors({ server: error instanceof Error ? error.message : 'Could not save the review' });
    }
  };
  return (
    <AdminFormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Reject ${what}`}
      description="The parent gets an email with the reason you choose and your note."
      submitLabel="Reject and tell the parent"
      pending={pending}
      onSubmit={() => void submit()}
    >
      <Field label="Reason" error={errors.reason}>
        <NativeSelect
          value={reason}
          onChange={(event) => {
            setReason(event.target.value as MediaRejectionReason | '');
            // A chosen reason answers the message about it.
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        >
          <option value="">Choose a reason</option>
          {REASONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={reason === 'other' ? 'Note to the parent' : 'Note to the parent (optional)'} error={errors.note} hint="Quoted in the email.">
        <Textarea value={note} onChange={(event) => setNote(event.target.value)} maxLength={300} rows={3} />
      </Field>
      <FormError message={errors.server} />
    </AdminFormDialog>
  );
}
