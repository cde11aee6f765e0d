import { ImageIcon, PlusIcon, ShieldAlertIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCents } from '@shared/money';
import { api } from '@/lib/trpc';
import { AdminBadge } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { isForbidden } from '../shared/form';
import { EditDeleteActions } from '../shared/form-controls';
import { CATEGORY_LABELS, type AdminProduct } from './product-form';
import { ProductFormDialog } from './product-form-dialog';
import { useNavigate } from '@tanstack/react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { AdminListToolbar, AdminPager, type ListState } from '../shared/admin-list-controls';
import { AdminBulkBar, bulkDoneMessage, selectColumn, useRowSelection } from '../shared/admin-bulk';
import { type ProductsSearch } from './products-search';
import { adminListInput } from '@/features/admin/shared/list-input';

function priceLabel(product: AdminProduct): string {
  if (!product.hasVariants) return product.priceCents === null ? '—' : formatCents(product.priceCents);
  const prices = product.variants.filter((v) => v.isActive).map((v) => v.priceCents);
  if (prices.length === 0) return 'No active sizes';
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatCents(low) : `${formatCents(low)} – ${formatCents(high)}`;
}

const SORT_OPTIONS = [
  { value: 'createdAt', label: 'Added' },
  { value: 'name', label: 'Name' },
  { value: 'category', label: 'Category' },
] as const;
const VISIBILITY_OPTIONS = [
  { value: 'shown', label: 'Active' },
  { value: 'hidden', label: 'Inactive' },
] as const;
const CATEGORY_OPTIONS = Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label }));

export function ProductsPage({ search }: { search: ProductsSearch }) {
  const navigate = useNavigate({ from: '/admin/products' });
  const change = (patch: Partial<ListState>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) as ProductsSearch });
  const me = api.account.me.useQuery();
  const products = api.admin.products.list.useQuery(adminListInput(search), { placeholderData: keepPreviousData });
  const selection = useRowSelection(JSON.stringify(search));
  const utils = api.useUtils();
  const bulk = api.admin.products.bulk.useMutation({
    onSuccess: async (result, input) => {
      toastSuccess(bulkDoneMessage(input.action, result.changed, ['product', 'products']));
      selection.clear();
      await Promise.all([utils.admin.products.invalidate(), utils.shop.invalidate()]);
    },
    onError: (error) => toastError('The bulk action failed', error),
  });
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  useEffect(() => {
    if (products.isError && !isForbidden(products.error)) toast.error('Error', { description: 'Failed to fetch products' });
  }, [products.isError, products.error]);

  const remove = api.admin.products.delete.useMutation({
    onSuccess: async () => {
      toastSuccess('Product deleted successfully');
      setDeleting(null);
      await Promise.all([utils.admin.products.invalidate(), utils.shop.invalidate()]);
    },
    onError: (error) => toastError('Failed to delete product', error),
  });

  // The guard admits admins only; this covers a tab left open after the admin role was taken away.
  const isAdmin = me.data?.roles.includes('admin') ?? true;
  if (!isAdmin || (products.isError && isForbidden(products.error))) return <AdminAccessRequired />;

  const columns: AdminColumn<AdminProduct>[] = [
    selectColumn(
      selection,
      products.data?.items,
      (p) => p.id,
      (p) => p.name,
    ),
    {
      key: 'image',
      header: <span className="sr-only">Image</span>,
      className: 'w-16',
      cell: (p) => {
        const image = p.images.find((i) => i.isPrimary) ?? p.images[0];
        const url = image?.imageUrl ?? p.imageUrl;
        return url ? (
          <img src={url} alt="" className="size-12 max-w-none rounded-xl bg-candy-pink/10 object-contain" width={48} height={48} loading="lazy" />
        ) : (
          <span className="flex size-12 items-center justify-center rounded-xl bg-candy-purple/10 text-ink/40">
            <ImageIcon className="size-5" aria-hidden="true" />
          </span>
        );
      },
    },
    {
      key: 'name',
      header: 'Name',
      className: 'min-w-56',
      cell: (p) => (
        <div className="min-w-0">
          <p className="font-bold">{p.name}</p>
          {p.description ? <p className="line-clamp-1 max-w-sm text-ink/70">{p.description}</p> : null}
        </div>
      ),
    },
    { key: 'category', header: 'Category', className: 'whitespace-nowrap', cell: (p) => CATEGORY_LABELS[p.category] },
    {
      key: 'price',
      header: 'Price',
      cell: (p) => (
        <div>
          <p className="font-semibold whitespace-nowrap">{priceLabel(p)}</p>
          {p.hasVariants ? (
            <p className="text-xs text-ink/70">
              {p.variants.length} size{p.variants.length === 1 ? '' : 's'}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (p) => <AdminBadge variant={p.isActive ? 'success' : 'muted'}>{p.isActive ? 'Active' : 'Inactive'}</AdminBadge>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (p) => <EditDeleteActions name={p.name} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />,
    },
  ];

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="Products"
        description="What the shop sells: prices, sizes and photos. Inactive products stay here but leave the shop."
        actions={
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden="true" />
            Add Product
          </Button>
        }
      />
      <AdminListToolbar
        state={search}
        onChange={change}
        searchLabel="Search products"
        searchPlaceholder="Name or address"
        filters={[
          { name: 'status', label: 'Status', value: search.status, options: VISIBILITY_OPTIONS, allLabel: 'Any status' },
          { name: 'category', label: 'Category', value: search.category, options: CATEGORY_OPTIONS, allLabel: 'Any category' },
        ]}
        sorts={SORT_OPTIONS}
        defaultSort={{ sort: 'createdAt', dir: 'desc' }}
        total={products.data?.total}
        noun={['product', 'products']}
      />
      <AdminBulkBar
        selection={selection}
        pageIds={products.data?.items.map((row) => row.id) ?? []}
        noun={['product', 'products']}
        labels={{ publish: 'Activate', unpublish: 'Deactivate' }}
        pending={bulk.isPending}
        onRun={(action, ids) => bulk.mutate({ action, ids })}
      />
      <AdminTable
        caption="Products"
        columns={columns}
        rows={products.data?.items}
        rowKey={(p) => p.id}
        isLoading={products.isPending}
        error={products.isError ? 'Failed to fetch products' : null}
        loadingText="Loading products..."
        emptyText={search.q || search.status || search.category ? 'No products match' : 'No products yet'}
      />
      <AdminPager page={search.page ?? 1} pageCount={products.data?.pageCount ?? 1} onPage={(page) => change({ page: page > 1 ? page : undefined })} />
      <ProductFormDialog product={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete product?"
        description="Are you sure you want to delete this product?"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </div>
  );
}

function AdminAccessRequired() {
  return (
    <Card className="mx-auto mt-10 max-w-lg text-center">
      <ShieldAlertIcon className="mx-auto size-10 text-candy-pink-dark" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-extrabold">Admin Access Required</h1>
      <p className="mt-2 text-ink/70">You need admin permissions to manage products. Please log in as an admin.</p>
    </Card>
  );
}
