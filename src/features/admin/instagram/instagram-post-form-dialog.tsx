import { instagramPostInputSchema, INSTAGRAM_COUNT_MAX } from '@shared/schemas/admin-instagram';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { useAdminForm } from '../shared/use-admin-form';
import { ImageUploadButton } from '../images/image-upload-button';
import { KeepACopyButton } from '../images/keep-a-copy-button';
import type { AdminInstagramPost } from './instagram-page';

type FormState = { image: string; caption: string; url: string; likes: string; comments: string; postedOn: string; displayOrder: string };

const EMPTY: FormState = { image: '', caption: '', url: '', likes: '0', comments: '0', postedOn: '', displayOrder: '0' };

function fromPost(post: AdminInstagramPost): FormState {
  return {
    image: post.image,
    caption: post.caption,
    url: post.url,
    likes: String(post.likes),
    comments: String(post.comments),
    postedOn: post.postedOn,
    displayOrder: String(post.displayOrder),
  };
}

/** '' and '2.5' become NaN so the schema's own message names the field. */
const wholeNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export function InstagramPostFormDialog({ post, onClose }: { post: AdminInstagramPost | 'new' | null; onClose: () => void }) {
  return post === null ? null : <InstagramPostForm key={post === 'new' ? 'new' : post.id} post={post} onClose={onClose} />;
}

function InstagramPostForm({ post, onClose }: { post: AdminInstagramPost | 'new'; onClose: () => void }) {
  const isNew = post === 'new';
  const utils = api.useUtils();

  const onSaved = async (message: string) => {
    toastSuccess(message);
    onClose();
    await Promise.all([utils.admin.instagram.invalidate(), utils.content.invalidate()]);
  };
  const create = api.admin.instagram.create.useMutation({
    onSuccess: () => onSaved('Instagram post added successfully'),
    onError: (error) => toastError('Failed to save Instagram post', error),
  });
  const update = api.admin.instagram.update.useMutation({
    onSuccess: () => onSaved('Instagram post updated successfully'),
    onError: (error) => toastError('Failed to save Instagram post', error),
  });

  const { form, errors, submit } = useAdminForm({
    schema: instagramPostInputSchema,
    read: (values: FormState) => ({
      ...values,
      likes: wholeNumber(values.likes),
      comments: wholeNumber(values.comments),
      displayOrder: wholeNumber(values.displayOrder),
    }),
    defaultValues: isNew ? EMPTY : fromPost(post),
    save: (input) => (isNew ? create.mutate(input) : update.mutate({ id: post.id, post: input })),
  });
  const image = form.watch('image');

  return (
    <AdminFormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={isNew ? 'Add Instagram Post' : 'Edit Instagram Post'}
      submitLabel={isNew ? 'Add Post' : 'Update Post'}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
    >
      <div className="space-y-2">
        <Field label="Picture *" error={errors.image?.message} hint="Upload the post's picture, or paste an image address">
          <Input {...form.register('image')} placeholder="/uploads/… or https://…" />
        </Field>
        <div className="flex items-center gap-3">
          {image ? <img src={image} alt="" className="size-14 rounded-lg bg-candy-pink/10 object-contain" width={56} height={56} /> : null}
          <ImageUploadButton onUploaded={(uploaded) => form.setValue('image', uploaded.url, { shouldDirty: true })} label="Upload Picture" />
          <KeepACopyButton
            address={image}
            onFetched={(uploaded) => form.setValue('image', uploaded.url, { shouldDirty: true })}
            onRefused={(message) => form.setError('image', { message })}
          />
        </div>
      </div>
      <Field label="Caption *" error={errors.caption?.message}>
        <Textarea {...form.register('caption')} rows={3} />
      </Field>
      <Field label="Post address" error={errors.url?.message} hint="The post on Instagram, like https://www.instagram.com/p/…; leave empty for no link">
        <Input {...form.register('url')} inputMode="url" placeholder="https://www.instagram.com/p/…" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Likes" error={errors.likes?.message}>
          <Input type="number" inputMode="numeric" min={0} max={INSTAGRAM_COUNT_MAX} step={1} {...form.register('likes')} />
        </Field>
        <Field label="Comments" error={errors.comments?.message}>
          <Input type="number" inputMode="numeric" min={0} max={INSTAGRAM_COUNT_MAX} step={1} {...form.register('comments')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Posted on *" error={errors.postedOn?.message}>
          <Input type="date" {...form.register('postedOn')} />
        </Field>
        <Field label="Order" error={errors.displayOrder?.message} hint="Lower numbers come first">
          <Input type="number" inputMode="numeric" min={0} max={1000} step={1} {...form.register('displayOrder')} />
        </Field>
      </div>
    </AdminFormDialog>
  );
}
