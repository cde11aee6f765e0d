import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PRODUCT_CATEGORIES } from '@shared/schemas/values';
import { isSafeImageUrl } from '@shared/schemas/image-url';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { api, errorMessageOf } from '@/lib/trpc';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastSuccess } from '../shared/admin-toasts';
import { isForbidden } from '../shared/form';
import { ToggleField } from '../shared/form-controls';
import { ImageUploadButton } from '../images/image-upload-button';
import {
  CATEGORY_LABELS,
  draftKey,
  emptyProductForm,
  emptyVariant,
  productFormFrom,
  productInputFrom,
  type AdminProduct,
  type ImageDraft,
  type ProductFormState,
  type VariantDraft,
} from './product-form';

const NO_PERMISSION = 'You need admin permissions to manage products. Please log in as an admin.';

/** Create mode ('new': an empty form) or edit mode (the form filled from the row); null is closed. */
export function ProductFormDialog({ product, onClose }: { product: AdminProduct | 'new' | null; onClose: () => void }) {
  // Remounting per product resets the form.
  return product === null ? null : <ProductForm key={product === 'new' ? 'new' : product.id} product={product} onClose={onClose} />;
}

function ProductForm({ product, onClose }: { product: AdminProduct | 'new'; onClose: () => void }) {
  const isNew = product === 'new';
  const [form, setForm] = useState<ProductFormState>(isNew ? emptyProductForm() : productFormFrom(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [imageAddress, setImageAddress] = useState('');
  const utils = api.useUtils();
  const set = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const onSaved = async (message: string) => {
    toastSuccess(message);
    onClose();
    await Promise.all([utils.admin.products.invalidate(), utils.shop.invalidate()]);
  };
  const onFailed = (error: unknown) =>
    toast.error('Failed to save product', { description: isForbidden(error) ? NO_PERMISSION : errorMessageOf(error) });
  const create = api.admin.products.create.useMutation({ onSuccess: () => onSaved('Product created successfully'), onError: onFailed });
  const update = api.admin.products.update.useMutation({ onSuccess: () => onSaved('Product updated successfully'), onError: onFailed });

  function submit() {
    const result = productInputFrom(form);
    if (!result.data) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (isNew) create.mutate(result.data);
    else update.mutate({ id: product.id, product: result.data });
  }

  const setVariant = (key: string, change: Partial<VariantDraft>) =>
    setForm((f) => ({ ...f, variants: f.variants.map((v) => (v.key === key ? { ...v, ...change } : v)) }));
  const setImage = (key: string, change: Partial<ImageDraft>) =>
    setForm((f) => ({ ...f, images: f.images.map((i) => (i.key === key ? { ...i, ...change } : i)) }));
  const choosePrimary = (key: string) => setForm((f) => ({ ...f, images: f.images.map((i) => ({ ...i, isPrimary: i.key === key })) }));
  const moveImage = (index: number, offset: number) =>
    setForm((f) => {
      const images = [...f.images];
      const [moved] = images.splice(index, 1);
      images.splice(index + offset, 0, moved!);
      return { ...f, images };
    });
  const addImage = (imageUrl: string) =>
    setForm((f) => ({
      ...f,
      // The first image of a product is its primary one until staff choose another.
      images: [...f.images, { key: draftKey(), imageUrl, altText: f.name, isPrimary: f.images.length === 0 }],
    }));

  function addImageByAddress() {
    const address = imageAddress.trim();
    if (!isSafeImageUrl(address)) {
      setErrors((e) => ({ ...e, imageAddress: 'Please use an uploaded image or an http(s) address' }));
      return;
    }
    addImage(address);
    setImageAddress('');
    setErrors(({ imageAddress: _dropped, ...rest }) => rest);
  }

  return (
    <AdminFormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={isNew ? 'Add Product' : 'Edit Product'}
      submitLabel={isNew ? 'Create Product' : 'Update Product'}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      size="lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name *" error={errors.name}>
          <Input value={form.name} onChange={(e) => set('name', e.target.value)} maxLength={200} />
        </Field>
        <Field label="Category *" error={errors.category}>
          <NativeSelect value={form.category} onChange={(e) => set('category', e.target.value as ProductFormState['category'])}>
            <option value="">Select a category</option>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field label="Description" error={errors.description}>
        <Textarea value={form.description} onChange={(e) => set('description', e.target.value)} rows={3} />
      </Field>

      <div className="grid gap-3 sm:grid-cols-2">
        <ToggleField label="Active" hint="Shown in the shop" checked={form.isActive} onChange={(v) => set('isActive', v)} />
        <ToggleField label="Has variants" hint="Sold in sizes, each with its own price" checked={form.hasVariants} onChange={(v) => set('hasVariants', v)} />
      </div>

      {form.hasVariants ? (
        <fieldset className="space-y-3 rounded-2xl border-2 border-candy-purple/15 p-4">
          <legend className="px-1 text-sm font-bold text-ink">Variants</legend>
          {form.variants.length === 0 ? <p className="text-sm text-ink/60">No variants yet. Add the sizes this product comes in.</p> : null}
          {form.variants.map((variant, index) => (
            <div key={variant.key} className="grid grid-cols-2 items-start gap-2 rounded-xl bg-candy-purple/5 p-3 sm:grid-cols-[1fr_1fr_1fr_auto_auto]" data-testid="variant-row">
              <Field label="Size" error={errors[`variants.${index}.size`]}>
                <Input value={variant.size} onChange={(e) => setVariant(variant.key, { size: e.target.value })} placeholder="16oz" maxLength={50} />
              </Field>
              <Field label="Price ($)" error={errors[`variants.${index}.priceCents`]}>
                <Input
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  value={variant.price}
                  onChange={(e) => setVariant(variant.key, { price: e.target.value })}
                  placeholder="0.00"
                />
              </Field>
              <Field label="SKU" error={errors[`variants.${index}.sku`]} className="col-span-2 sm:col-span-1">
                <Input value={variant.sku} onChange={(e) => setVariant(variant.key, { sku: e.target.value })} maxLength={64} />
              </Field>
              {/* One line under the fields on a phone; their own grid columns from sm up. */}
              <div className="col-span-2 flex items-center justify-between gap-2 sm:contents">
                <label className="flex items-center gap-2 text-sm font-bold sm:pt-8">
                  <input
                    type="checkbox"
                    className="size-4 accent-candy-purple-dark"
                    checked={variant.isActive}
                    onChange={(e) => setVariant(variant.key, { isActive: e.target.checked })}
                  />
                  Active
                </label>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 text-red-700 hover:bg-red-50 sm:mt-6"
                  aria-label={`Remove variant ${variant.size || index + 1}`}
                  onClick={() => setForm((f) => ({ ...f, variants: f.variants.filter((v) => v.key !== variant.key) }))}
                >
                  <Trash2Icon />
                </Button>
              </div>
              {/* This size's own picture, shown in the shop when a buyer chooses it. */}
              <div className="col-span-2 grid gap-2 sm:col-span-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                <Field label="Picture (optional)" error={errors[`variants.${index}.imageUrl`]}>
                  <Input
                    value={variant.imageUrl}
                    onChange={(e) => setVariant(variant.key, { imageUrl: e.target.value })}
                    placeholder="/uploads/… or https://…"
                  />
                </Field>
                <Field label="Picture alt text" error={errors[`variants.${index}.imageAlt`]}>
                  <Input value={variant.imageAlt} onChange={(e) => setVariant(variant.key, { imageAlt: e.target.value })} placeholder="A 32oz tub of pink fluff" />
                </Field>
                <ImageUploadButton label={`Upload picture for ${variant.size || 'this variant'}`} onUploaded={(image) => setVariant(variant.key, { imageUrl: image.url })} />
              </div>
            </div>
          ))}
          {errors.variants ? (
            <p role="alert" className="text-sm font-semibold text-red-600">
              {errors.variants}
            </p>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => setForm((f) => ({ ...f, variants: [...f.variants, emptyVariant()] }))}>
            <PlusIcon aria-hidden="true" />
            Add Variant
          </Button>
        </fieldset>
      ) : (
        <Field label="Price ($) *" error={errors.priceCents} className="sm:max-w-xs">
          <Input type="number" inputMode="decimal" step="0.01" min="0" value={form.price} onChange={(e) => set('price', e.target.value)} placeholder="0.00" />
        </Field>
      )}

      <fieldset className="space-y-3 rounded-2xl border-2 border-candy-purple/15 p-4">
        <legend className="px-1 text-sm font-bold text-ink">Images</legend>
        {form.images.length === 0 ? <p className="text-sm text-ink/60">No images yet. The first one you add becomes the primary image.</p> : null}
        <ol className="space-y-2">
          {form.images.map((image, index) => (
            <li key={image.key} className="flex flex-wrap items-center gap-3 rounded-xl bg-candy-purple/5 p-2" data-testid="image-row">
              <img src={image.imageUrl} alt="" className="size-16 shrink-0 rounded-lg bg-white object-contain" width={64} height={64} />
              <Field label={`Alt text for image ${index + 1}`} error={errors[`images.${index}.altText`] ?? errors[`images.${index}.imageUrl`]} className="min-w-40 flex-1">
                <Input value={image.altText} onChange={(e) => setImage(image.key, { altText: e.target.value })} placeholder="Describe the photo" maxLength={200} />
              </Field>
              <div className="flex items-center gap-1">
                <label className="mr-2 flex items-center gap-1.5 text-sm font-bold">
                  <input
                    type="radio"
                    name="primary-image"
                    className="size-4 accent-candy-pink-dark"
                    checked={image.isPrimary}
                    onChange={() => choosePrimary(image.key)}
                  />
                  Primary
                </label>
                <Button variant="ghost" size="icon" className="size-8" aria-label={`Move image ${index + 1} up`} disabled={index === 0} onClick={() => moveImage(index, -1)}>
                  <ArrowUpIcon />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Move image ${index + 1} down`}
                  disabled={index === form.images.length - 1}
                  onClick={() => moveImage(index, 1)}
                >
                  <ArrowDownIcon />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 text-red-700 hover:bg-red-50"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() =>
                    setForm((f) => {
                      const images = f.images.filter((i) => i.key !== image.key);
                      // Removing the primary image passes the role to the first one left.
                      if (image.isPrimary && images[0]) images[0] = { ...images[0], isPrimary: true };
                      return { ...f, images };
                    })
                  }
                >
                  <Trash2Icon />
                </Button>
              </div>
            </li>
          ))}
        </ol>
        {errors.images ? (
          <p role="alert" className="text-sm font-semibold text-red-600">
            {errors.images}
          </p>
        ) : null}
        <div className="flex flex-wrap items-end gap-3">
          <ImageUploadButton onUploaded={(image) => addImage(image.url)} />
          <div className="flex min-w-56 flex-1 items-end gap-2">
            <Field label="Or an image address" error={errors.imageAddress} className="flex-1">
              <Input value={imageAddress} onChange={(e) => setImageAddress(e.target.value)} placeholder="https://…" />
            </Field>
            <Button variant="outline" size="sm" className="mb-1.5" onClick={addImageByAddress} disabled={imageAddress.trim() === ''}>
              Add
            </Button>
          </div>
        </div>
      </fieldset>
    </AdminFormDialog>
  );
}
