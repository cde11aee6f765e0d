import { useState } from 'react';
import { instagramPostInputSchema, INSTAGRAM_COUNT_MAX } from '@shared/schemas/admin-instagram';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { validateForm } from '../shared/form';
import { ImageUploadButton } from '../images/image-upload-button';
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
  const [form, setForm] = useState<FormState>(isNew ? EMPTY : fromPost(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const utils = api.useUtils();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

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

  function submit() {
    const values = {
      ...form,
      likes: wholeNumber(form.likes),
      comments: wholeNumber(form.comments),
      displayOrder: wholeNumber(form.displayOrder),
    };
    const result = validateForm(instagramPostInputSchema, values);
    if (!result.data) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (isNew) create.mutate(result.data);
    else update.mutate({ id: post.id, post: result.data });
  }

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
        <Field label="Picture *" error={errors.image} hint="Upload the post's picture, or paste an image address">
          <Input value={form.image} onChange={(e) => set('image', e.target.value)} placeholder="https://… or /uploads/…" />
        </Field>
        <div className="flex items-center gap-3">
          {form.image ? <img src={form.image} alt="" className="size-14 rounded-lg bg-candy-pink/10 object-contain" width={56} height={56} /> : null}
          <ImageUploadButton onUploaded={(image) => set('image', image.url)} label="Upload Picture" />
        </div>
      </div>
      <Field label="Caption *" error={errors.caption}>
        <Textarea value={form.caption} onChange={(e) => set('caption', e.target.value)} rows={3} />
      </Field>
      <Field label="Post address" error={errors.url} hint="The post on Instagram, like https://www.instagram.com/p/…; leave empty for no link">
        <Input value={form.url} onChange={(e) => set('url', e.target.value)} inputMode="url" placeholder="https://www.instagram.com/p/…" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Likes" error={errors.likes}>
          <Input type="number" inputMode="numeric" min={0} max={INSTAGRAM_COUNT_MAX} step={1} value={form.likes} onChange={(e) => set('likes', e.target.value)} />
        </Field>
        <Field label="Comments" error={errors.comments}>
          <Input type="number" inputMode="numeric" min={0} max={INSTAGRAM_COUNT_MAX} step={1} value={form.comments} onChange={(e) => set('comments', e.target.value)} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Posted on *" error={errors.postedOn}>
          <Input type="date" value={form.postedOn} onChange={(e) => set('postedOn', e.target.value)} />
        </Field>
        <Field label="Order" error={errors.displayOrder} hint="Lower numbers come first">
          <Input type="number" inputMode="numeric" min={0} max={1000} step={1} value={form.displayOrder} onChange={(e) => set('displayOrder', e.target.value)} />
        </Field>
      </div>
    </AdminFormDialog>
  );
}
