import { PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/trpc';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { truncateText } from '../shared/text-format';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { EditDeleteActions } from '../shared/form-controls';
import type { RouterOutputs } from '../shared/types';
import { InstagramPostFormDialog } from './instagram-post-form-dialog';

export type AdminInstagramPost = RouterOutputs['admin']['instagram']['list'][number];

/** The posts of the home page's "Follow the Drip" grid: each tile links only to the post address entered here. */
export function InstagramPage() {
  const posts = api.admin.instagram.list.useQuery();
  const utils = api.useUtils();
  const [editing, setEditing] = useState<AdminInstagramPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminInstagramPost | null>(null);

  useEffect(() => {
    if (posts.isError) toast.error('Error', { description: 'Failed to fetch Instagram posts' });
  }, [posts.isError]);

  const remove = api.admin.instagram.delete.useMutation({
    onSuccess: async () => {
      toastSuccess('Instagram post removed successfully');
      setDeleting(null);
      await Promise.all([utils.admin.instagram.invalidate(), utils.content.invalidate()]);
    },
    onError: (error) => toastError('Failed to remove Instagram post', error),
  });

  const columns: AdminColumn<AdminInstagramPost>[] = [
    {
      key: 'image',
      header: 'Picture',
      className: 'w-20',
      cell: (p) => <img src={p.image} alt="" className="size-12 max-w-none rounded-lg bg-candy-pink/10 object-contain" width={48} height={48} loading="lazy" />,
    },
    { key: 'caption', header: 'Caption', className: 'min-w-56', cell: (p) => <p className="max-w-md text-ink/80">{truncateText(p.caption)}</p> },
    {
      key: 'url',
      header: 'Links to',
      className: 'min-w-40',
      cell: (p) =>
        p.url ? (
          <a href={p.url} target="_blank" rel="noopener noreferrer" className="break-all text-candy-purple-dark underline">
            {p.url.replace(/^https:\/\/(www\.)?/, '')}
          </a>
        ) : (
          <span className="text-ink/70">No link</span>
        ),
    },
    { key: 'postedOn', header: 'Posted', className: 'whitespace-nowrap', cell: (p) => p.postedOn },
    { key: 'order', header: 'Order', cell: (p) => p.displayOrder },
    {
      key: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (p) => <EditDeleteActions name={truncateText(p.caption, 30)} deleteVerb="Remove" onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />,
    },
  ];

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="Instagram"
        description="The posts in the home page’s Instagram grid. A tile links to the post address you enter, or nowhere when it is empty."
        actions={
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden="true" />
            Add Post
          </Button>
        }
      />
      <AdminTable
        caption="Instagram posts"
        columns={columns}
        rows={posts.data}
        rowKey={(p) => p.id}
        isLoading={posts.isPending}
        error={posts.isError ? 'Failed to fetch Instagram posts' : null}
        loadingText="Loading Instagram posts..."
        emptyText="No Instagram posts yet"
      />
      <InstagramPostFormDialog post={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Remove Instagram post?"
        description="The post leaves the home page’s Instagram grid. It stays on Instagram."
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </div>
  );
}
