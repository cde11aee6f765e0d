import { blogPostInputSchema, slugFromTitle } from '@shared/schemas/admin-blog';
import { useDeferredValue, useMemo } from 'react';
import { renderPostBody } from '@shared/blog-body';
import { BLOG_CATEGORIES, type BlogContentFormat } from '@shared/schemas/values';
import { PostBody } from '@/components/post-body';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { showServerFieldErrors } from '@/lib/zod-form';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { FormToggleField } from '../shared/form-controls';
import { useAdminForm } from '../shared/use-admin-form';
import { ImageUploadButton } from '../images/image-upload-button';
import { KeepACopyButton } from '../images/keep-a-copy-button';
import type { AdminBlogPost } from './blog-page';

type Category = (typeof BLOG_CATEGORIES)[number];
const CATEGORY_LABELS: Record<Category, string> = { 'cotton-candy': 'Cotton Candy', events: 'Events', 'featured-kids': 'Featured Kids' };

type FormState = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  contentFormat: BlogContentFormat;
  featuredImage: string;
  emoji: string;
  category: Category;
  author: string;
  isPublished: boolean;
};

// 'Publish immediately' starts unchecked, so a new post is a draft until staff choose otherwise.
const EMPTY: FormState = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  // New posts are written in Markdown; posts written in HTML before keep it unless staff switch.
  contentFormat: 'markdown',
  featuredImage: '',
  emoji: '🍭',
  category: 'cotton-candy',
  author: 'The Drip Crew',
  isPublished: false,
};

function fromPost(post: AdminBlogPost): FormState {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    contentFormat: post.contentFormat,
    featuredImage: post.featuredImage,
    emoji: post.emoji,
    category: post.category,
    author: post.author,
    isPublished: post.isPublished,
  };
}

export function BlogPostFormDialog({ post, onClose }: { post: AdminBlogPost | 'new' | null; onClose: () => void }) {
  return post === null ? null : <BlogPostForm key={post === 'new' ? 'new' : post.id} post={post} onClose={onClose} />;
}

function BlogPostForm({ post, onClose }: { post: AdminBlogPost | 'new'; onClose: () => void }) {
  const isNew = post === 'new';
  const utils = api.useUtils();

  const onSaved = async (message: string) => {
    toastSuccess(message);
    onClose();
    await Promise.all([utils.admin.blog.invalidate(), utils.blog.invalidate()]);
  };
  const onFailed = (error: { message: string; data?: { code?: string } | null }) => {
    // A taken slug (the only CONFLICT here) or a field the server refused is shown beside its field too.
    showServerFieldErrors(form, error);
    if (error.data?.code === 'CONFLICT') form.setError('slug', { type: 'server', message: error.message });
    toastError('Failed to save blog post', error);
  };
  const create = api.admin.blog.create.useMutation({ onSuccess: () => onSaved('Blog post created successfully'), onError: onFailed });
  const update = api.admin.blog.update.useMutation({ onSuccess: () => onSaved('Blog post updated successfully'), onError: onFailed });

  const { form, errors, submit } = useAdminForm({
    schema: blogPostInputSchema,
    defaultValues: isNew ? EMPTY : fromPost(post),
    save: (input) => (isNew ? create.mutate(input) : update.mutate({ id: post.id, post: input })),
  });
  const [featuredImage, content, contentFormat] = form.watch(['featuredImage', 'content', 'contentFormat']);
  // The preview is rendered by the same function as the public page; deferred, so typing never waits for it.
  const deferredContent = useDeferredValue(content);
  const previewHtml = useMemo(() => renderPostBody(deferredContent, contentFormat), [deferredContent, contentFormat]);

  return (
    <AdminFormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={isNew ? 'Create Blog Post' : 'Edit Blog Post'}
      submitLabel={isNew ? 'Create Post' : 'Update Post'}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      size="lg"
    >
      <Field label="Title *" error={errors.title?.message}>
        {/* Every title edit derives the slug again; the slug can be changed by hand afterwards. */}
        <Input
          {...form.register('title', { onChange: (e: { target: { value: string } }) => form.setValue('slug', slugFromTitle(e.target.value)) })}
          maxLength={200}
        />
      </Field>
      <Field label="Slug *" error={errors.slug?.message} hint="The post's address: lowercase letters, numbers and hyphens">
        <Input {...form.register('slug')} maxLength={120} className="font-mono text-sm" />
      </Field>
      <Field label="Excerpt" error={errors.excerpt?.message} hint="A sentence or two for the blog list; taken from the content when left empty">
        <Textarea {...form.register('excerpt')} rows={2} className="min-h-20" maxLength={500} />
      </Field>
      <Field label="Written in" error={errors.contentFormat?.message}>
        <NativeSelect {...form.register('contentFormat')}>
          <option value="markdown">Markdown</option>
          <option value="html">HTML</option>
        </NativeSelect>
      </Field>
      <div className="grid gap-4 lg:grid-cols-2">
        <Field
          label="Content *"
          error={errors.content?.message}
          hint={
            contentFormat === 'markdown'
              ? 'Markdown: **bold**, *italic*, ## Heading, - list, [link](https://…), ![picture](/uploads/…).'
              : 'HTML: headings, paragraphs, lists, links and images. Scripts and styles are removed.'
          }
        >
          <Textarea {...form.register('content')} rows={14} className="min-h-72 font-mono text-sm" />
        </Field>
        <section aria-labelledby="blog-preview-heading" className="min-w-0 space-y-1.5">
          <h3 id="blog-preview-heading" className="text-sm font-bold">
            Preview
          </h3>
          <div className="max-h-[32rem] min-h-72 overflow-auto rounded-xl border border-candy-purple/20 bg-white px-4 py-2">
            {previewHtml.trim() ? (
              <PostBody data-testid="post-preview" html={previewHtml} />
            ) : (
              <p className="py-4 text-sm text-ink/60">The post will show here as visitors will see it.</p>
            )}
          </div>
        </section>
      </div>
      <div className="space-y-2">
        <Field label="Featured image" error={errors.featuredImage?.message} hint="Optional">
          <Input {...form.register('featuredImage')} placeholder="/uploads/… or https://…" />
        </Field>
        <div className="flex items-center gap-3">
          {featuredImage ? <img src={featuredImage} alt="" className="h-14 w-24 rounded-lg bg-candy-pink/10 object-cover" width={96} height={56} /> : null}
          <ImageUploadButton onUploaded={(image) => form.setValue('featuredImage', image.url, { shouldDirty: true })} />
          <KeepACopyButton
            address={featuredImage}
            onFetched={(image) => form.setValue('featuredImage', image.url, { shouldDirty: true })}
            onRefused={(message) => form.setError('featuredImage', { message })}
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Emoji" error={errors.emoji?.message}>
          <Input {...form.register('emoji')} maxLength={16} />
        </Field>
        <Field label="Category" error={errors.category?.message}>
          <NativeSelect {...form.register('category')}>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Author" error={errors.author?.message}>
          <Input {...form.register('author')} maxLength={100} />
        </Field>
      </div>
      <FormToggleField
        control={form.control}
        name="isPublished"
        label={isNew ? 'Publish immediately' : 'Published'}
        hint="Published posts appear on the public blog"
      />
    </AdminFormDialog>
  );
}
