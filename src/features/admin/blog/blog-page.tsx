import { formatAtlantaDate } from '@shared/atlanta-time';
import { EyeIcon, EyeOffIcon, PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/trpc';
import { AdminBadge } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { EditDeleteActions } from '../shared/form-controls';
import type { RouterOutputs } from '../shared/types';
import { BlogPostFormDialog } from './blog-post-form-dialog';

export type AdminBlogPost = RouterOutputs['admin']['blog']['list'][number];

export function BlogPage() {
  const posts = api.admin.blog.list.useQuery();
  const utils = api.useUtils();
  const [editing, setEditing] = useState<AdminBlogPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBlogPost | null>(null);

  useEffect(() => {
    if (posts.isError) toast.error('Error', { description: 'Failed to fetch blog posts' });
  }, [posts.isError]);

  const refresh = () => Promise.all([utils.admin.blog.invalidate(), utils.blog.invalidate()]);
  const remove = api.admin.blog.delete.useMutation({
    onSuccess: async () => {
      toastSuccess('Blog post deleted successfully');
      setDeleting(null);
      await refresh();
    },
    onError: (error) => toastError('Failed to delete blog post', error),
  });
  const publish = api.admin.blog.setPublished.useMutation({
    onSuccess: async (result) => {
      toastSuccess(result.isPublished ? 'Post published successfully' : 'Post unpublished successfully');
      await refresh();
    },
    onError: (error) => toastError('Failed to update publish status', error),
  });

  const columns: AdminColumn<AdminBlogPost>[] = [
    {
      key: 'title',
      header: 'Title',
      className: 'min-w-56',
      cell: (p) => (
        <p className="max-w-sm font-bold">
          <span aria-hidden="true" className="mr-1.5">
            {p.emoji}
          </span>
          {p.title}
        </p>
      ),
    },
    { key: 'slug', header: 'Slug', cell: (p) => <code className="rounded bg-ink/5 px-1.5 py-0.5 text-xs">{p.slug}</code> },
    {
      key: 'status',
      header: 'Status',
      cell: (p) => <AdminBadge variant={p.isPublished ? 'success' : 'muted'}>{p.isPublished ? 'Published' : 'Draft'}</AdminBadge>,
    },
    { key: 'created', header: 'Created', className: 'whitespace-nowrap', cell: (p) => formatAtlantaDate(p.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (p) => (
        <EditDeleteActions name={p.title} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)}>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={p.isPublished ? `Unpublish ${p.title}` : `Publish ${p.title}`}
            title={p.isPublished ? 'Unpublish' : 'Publish'}
            disabled={publish.isPending && publish.variables?.id === p.id}
            onClick={() => publish.mutate({ id: p.id, isPublished: !p.isPublished })}
          >
            {p.isPublished ? <EyeOffIcon /> : <EyeIcon />}
          </Button>
        </EditDeleteActions>
      ),
    },
  ];

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="Blog"
        description="Posts for the public blog. Drafts are only visible here."
        actions={
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden="true" />
            New Post
          </Button>
        }
      />
      <AdminTable
        caption="Blog posts"
        columns={columns}
        rows={posts.data}
        rowKey={(p) => p.id}
        isLoading={posts.isPending}
        error={posts.isError ? 'Failed to fetch blog posts' : null}
        loadingText="Loading blog posts..."
        emptyText="No blog posts yet"
      />
      <BlogPostFormDialog post={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete blog post?"
        description="Are you sure you want to delete this blog post?"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </div>
  );
}
