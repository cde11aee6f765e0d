import { featuredKidInputSchema, KID_AGE_MAX, KID_AGE_MIN } from '@shared/schemas/admin-featured-kids';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { useAdminForm } from '../shared/use-admin-form';
import { FormToggleField } from '../shared/form-controls';
import { ImageUploadButton } from '../images/image-upload-button';
import { KeepACopyButton } from '../images/keep-a-copy-button';
import type { AdminFeaturedKid } from './featured-kids-page';

type FormState = {
  name: string;
  age: string;
  imageUrl: string;
  story: string;
  dream: string;
  contribution: string;
  spotlightMonth: string;
  isFeatured: boolean;
};

// New kids are featured by default.
const EMPTY: FormState = { name: '', age: '', imageUrl: '', story: '', dream: '', contribution: '', spotlightMonth: '', isFeatured: true };

function fromKid(kid: AdminFeaturedKid): FormState {
  return {
    name: kid.name,
    age: String(kid.age),
    imageUrl: kid.imageUrl,
    story: kid.story,
    dream: kid.dream,
    contribution: kid.contribution,
    spotlightMonth: kid.spotlightMonth,
    isFeatured: kid.isFeatured,
  };
}

export function FeaturedKidFormDialog({ kid, onClose }: { kid: AdminFeaturedKid | 'new' | null; onClose: () => void }) {
  return kid === null ? null : <FeaturedKidForm key={kid === 'new' ? 'new' : kid.id} kid={kid} onClose={onClose} />;
}

function FeaturedKidForm({ kid, onClose }: { kid: AdminFeaturedKid | 'new'; onClose: () => void }) {
  const isNew = kid === 'new';
  const utils = api.useUtils();

  const onSaved = async (message: string) => {
    toastSuccess(message);
    onClose();
    await Promise.all([utils.admin.featuredKids.invalidate(), utils.content.invalidate()]);
  };
  const create = api.admin.featuredKids.create.useMutation({
    onSuccess: () => onSaved('Featured kid added successfully'),
    onError: (error) => toastError('Failed to save featured kid', error),
  });
  const update = api.admin.featuredKids.update.useMutation({
    onSuccess: () => onSaved('Featured kid updated successfully'),
    onError: (error) => toastError('Failed to save featured kid', error),
  });

  const { form, errors, submit } = useAdminForm({
    schema: featuredKidInputSchema,
    // The age field is a number from 1 to 18; '' or '7.5' is left for the schema's message.
    read: (values: FormState) => ({ ...values, age: values.age.trim() === '' ? Number.NaN : Number(values.age) }),
    defaultValues: isNew ? EMPTY : fromKid(kid),
    save: (input) => (isNew ? create.mutate(input) : update.mutate({ id: kid.id, kid: input })),
  });
  const imageUrl = form.watch('imageUrl');

  return (
    <AdminFormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={isNew ? 'Add Featured Kid' : 'Edit Featured Kid'}
      submitLabel={isNew ? 'Add Featured Kid' : 'Update Featured Kid'}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field label="Name *" error={errors.name?.message}>
          <Input {...form.register('name')} maxLength={100} />
        </Field>
        <Field label="Age *" error={errors.age?.message}>
          <Input type="number" inputMode="numeric" min={KID_AGE_MIN} max={KID_AGE_MAX} step={1} {...form.register('age')} />
        </Field>
      </div>
      <div className="space-y-2">
        <Field label="Photo *" error={errors.imageUrl?.message} hint="Upload a photo, or paste an image address">
          <Input {...form.register('imageUrl')} placeholder="/uploads/… or https://…" />
        </Field>
        <div className="flex items-center gap-3">
          {imageUrl ? <img src={imageUrl} alt="" className="size-14 rounded-full bg-candy-pink/10 object-cover" width={56} height={56} /> : null}
          <ImageUploadButton onUploaded={(image) => form.setValue('imageUrl', image.url, { shouldDirty: true })} label="Upload Photo" />
          <KeepACopyButton
            address={imageUrl}
            onFetched={(image) => form.setValue('imageUrl', image.url, { shouldDirty: true })}
            onRefused={(message) => form.setError('imageUrl', { message })}
          />
        </div>
      </div>
      <Field label="Story *" error={errors.story?.message}>
        <Textarea {...form.register('story')} rows={4} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Dream" error={errors.dream?.message}>
          <Textarea {...form.register('dream')} rows={2} className="min-h-20" />
        </Field>
        <Field label="Contribution" error={errors.contribution?.message}>
          <Textarea {...form.register('contribution')} rows={2} className="min-h-20" />
        </Field>
      </div>
      <Field label="Spotlight month" error={errors.spotlightMonth?.message} hint="The month this kid is in the spotlight">
        <Input type="month" {...form.register('spotlightMonth')} />
      </Field>
      <FormToggleField control={form.control} name="isFeatured" label="Featured" hint="Shown on the Featured Kids page" />
    </AdminFormDialog>
  );
}
