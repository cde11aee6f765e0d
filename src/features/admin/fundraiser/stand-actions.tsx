import { SparklesIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FormError } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { showServerErrors, useZodForm } from '@/lib/zod-form';
import { CREATIVITY_AWARD_MAX, creativityAwardSchema } from '@shared/schemas/admin-fundraiser';
import { CREATIVITY_KINDS } from '@shared/schemas/values';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { RowActions } from '../shared/form-controls';

const KIND_LABELS = { story: 'Story', photo: 'Photo', video: 'Video' } as const;

type StandRef = { id: string; kidName: string; isSample: boolean };

/** A stand row's back-office actions: award creativity points, and remove the stand from the site. */
export function StandActions({ stand, onChanged }: { stand: StandRef; onChanged: () => Promise<void> }) {
  const [awarding, setAwarding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = api.admin.fundraiser.removeStand.useMutation({
    onSuccess: async () => {
      toastSuccess(`${stand.kidName}'s stand was removed.`);
      setRemoving(false);
      await onChanged();
    },
    onError: (error) => toastError('Could not remove the stand', error),
  });
  return (
    <RowActions>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Award points to ${stand.kidName}`}
        title="Award creativity points"
        onClick={() => setAwarding(true)}
      >
        <SparklesIcon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-red-700 hover:bg-red-50"
        aria-label={`Remove ${stand.kidName}'s stand`}
        title="Remove the stand"
        onClick={() => setRemoving(true)}
      >
        <Trash2Icon />
      </Button>
      {awarding ? <AwardDialog stand={stand} onClose={() => setAwarding(false)} onSaved={onChanged} /> : null}
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={`Remove ${stand.kidName}'s stand?`}
        description={
          stand.isSample
            ? 'This sample stand, its days and results leave the site, the leaderboard and the map. Seeding will not bring it back.'
            : 'The stand page, its days, ratings, awards and videos are removed. Its orders stay, but no longer count for any stand.'
        }
        confirmLabel="Remove stand"
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: stand.id })}
      />
    </RowActions>
  );
}

function AwardDialog({ stand, onClose, onSaved }: { stand: StandRef; onClose: () => void; onSaved: () => Promise<void> }) {
  const form = useZodForm(creativityAwardSchema, { defaultValues: { standId: stand.id, kind: 'story', points: 50, note: '' } });
  const award = api.admin.fundraiser.awardPoints.useMutation();
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await award.mutateAsync(values);
      toastSuccess(`${result.points} creativity points awarded to ${stand.kidName}.`);
      onClose();
      await onSaved();
    } catch (error) {
      showServerErrors(form, error);
    }
  });
  return (
    <AdminFormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Creativity points for ${stand.kidName}`}
      description={`For a story, photo or video that stands out: 1 to ${CREATIVITY_AWARD_MAX} points, counted on the leaderboard at once.`}
      submitLabel="Award points"
      pending={award.isPending}
      onSubmit={() => void submit()}
    >
      <Field label="For" error={errors.kind?.message}>
        <NativeSelect {...form.register('kind')}>
          {CREATIVITY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Points" error={errors.points?.message}>
        <Input type="number" min={1} max={CREATIVITY_AWARD_MAX} {...form.register('points', { valueAsNumber: true })} />
      </Field>
      <Field label="Note (optional)" error={errors.note?.message} hint="Kept in the audit log, never shown in public.">
        <Input {...form.register('note')} maxLength={200} />
      </Field>
      <FormError message={errors.root?.server?.message} />
    </AdminFormDialog>
  );
}
