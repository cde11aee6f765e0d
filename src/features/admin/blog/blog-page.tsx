import { formatAtlantaDate } from '@shared/atlanta-time';
import { BLOG_CATEGORIES } from '@shared/schemas/values';
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
import { useNavigate } from '@tanstack/react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { AdminListToolbar, AdminPager, type ListState } from '../shared/admin-list-controls';
import { AdminBulkBar, bulkDoneMessage, selectColumn, useRowSelection } from '../shared/admin-bulk';
import { type BlogSearch } from './blog-search';
import { adminListInput } from '@/features/admin/shared/list-input';

export type AdminBlogPost = RouterOutputs['admin']['blog']['list']['items'][number];

// 'MMM dd, yyyy', in the browser's time zone: the day the admin saw the post created.

const SORT_OPTIONS = [
  { value: 'createdAt', label: 'Created' },
  { value: 'publishedAt', label: 'Published' },
  { value: 'title', label: 'Title' },
] as const;
const VISIBILITY_OPTIONS = [
  { value: 'shown', label: 'Published' },
  { value: 'hidden', label: 'Draft' },
] as const;
const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((category) => ({ value: category, label: category.replace('-', ' ').replace(/^./, (c) => c.toUpperCase()) }));

export function BlogPage({ search }: { search: BlogSearch }) {
  const navigate = useNavigate({ from: '/admin/blog' });
  const change = (patch: Partial<ListState>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) as BlogSearch });
  const posts = api.admin.blog.list.useQuery(adminListInput(search), { placeholderData: keepPreviousData });
  const selection = useRowSelection(JSON.stringify(search));
  const utils = api.useUtils();
  const bulk = api.admin.blog.bulk.useMutation({
    onSuccess: async (result, input) => {
      toastSuccess(bulkDoneMessage(input.action, result.changed, ['post', 'posts']));
      selection.clear();
      await Promise.all([utils.admin.blog.invalidate(), utils.blog.invalidate()]);
    },
    onError: (error) => toastError('The bulk action failed', error),
  });
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
    selectColumn(
      selection,
      posts.data?.items,
      (p) => p.id,
      (p) => p.title,
    ),
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
      <AdminListToolbar
        state={search}
        onChange={change}
        searchLabel="Search blog posts"
        searchPlaceholder="Title, address or author"
        filters={[
          { name: 'status', label: 'Status', value: search.status, options: VISIBILITY_OPTIONS, allLabel: 'Any status' },
          { name: 'category', label: 'Category', value: search.category, options: CATEGORY_OPTIONS, allLabel: 'Any category' },
        ]}
        sorts={SORT_OPTIONS}
        defaultSort={{ sort: 'createdAt', dir: 'desc' }}
        total={posts.data?.total}
        noun={['post', 'posts']}
      />
      <AdminBulkBar
        selection={selection}
        pageIds={posts.data?.items.map((row) => row.id) ?? []}
        noun={['post', 'posts']}
        labels={{ publish: 'Publish', unpublish: 'Unpublish' }}
        pending={bulk.isPending}
        onRun={(action, ids) => bulk.mutate({ action, ids })}
      />
      <AdminTable
        caption="Blog posts"
        columns={columns}
        rows={posts.data?.items}
        rowKey={(p) => p.id}
        isLoading={posts.isPending}
        error={posts.isError ? 'Failed to fetch blog posts' : null}
        loadingText="Loading blog posts..."
        emptyText={search.q || search.status || search.category ? 'No blog posts match' : 'No blog posts yet'}
      />
      <AdminPager page={search.page ?? 1} pageCount={posts.data?.pageCount ?? 1} onPage={(page) => change({ page: page > 1 ? page : undefined })} />
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
