import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { get, useFieldArray } from 'react-hook-form';
import { toast } from 'sonner';
import { PRODUCT_CATEGORIES } from '@shared/schemas/values';
import { IMAGE_URL_MESSAGE, isOutsideImageAddress, isSafeImageUrl } from '@shared/schemas/image-url';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { api, errorMessageOf } from '@/lib/trpc';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastSuccess } from '../shared/admin-toasts';
import { isForbidden } from '../shared/form';
import { FormToggleField } from '../shared/form-controls';
import { useAdminForm } from '../shared/use-admin-form';
import { ImageUploadButton } from '../images/image-upload-button';
import { KeepACopyButton } from '../images/keep-a-copy-button';
import { fetchImageAddress, UploadError, UPLOAD_FAILED_MESSAGE } from '../images/upload-image';
import { CATEGORY_LABELS, draftKey, emptyProductForm, emptyVariant, productFormFrom, productFormSchema, type AdminProduct } from './product-form';

const NO_PERMISSION = 'You need admin permissions to manage products. Please log in as an admin.';

/** Create mode ('new': an empty form) or edit mode (the form filled from the row); null is closed. */
export function ProductFormDialog({ product, onClose }: { product: AdminProduct | 'new' | null; onClose: () => void }) {
  // Remounting per product resets the form.
  return product === null ? null : <ProductForm key={product === 'new' ? 'new' : product.id} product={product} onClose={onClose} />;
}

function ProductForm({ product, onClose }: { product: AdminProduct | 'new'; onClose: () => void }) {
  const isNew = product === 'new';
  const [imageAddress, setImageAddress] = useState('');
  const [imageAddressError, setImageAddressError] = useState<string>();
  const [fetchingAddress, setFetchingAddress] = useState(false);
  const utils = api.useUtils();

  const onSaved = async (message: string) => {
    toastSuccess(message);
    onClose();
    await Promise.all([utils.admin.products.invalidate(), utils.shop.invalidate()]);
  };
  const onFailed = (error: unknown) => toast.error('Failed to save product', { description: isForbidden(error) ? NO_PERMISSION : errorMessageOf(error) });
  const create = api.admin.products.create.useMutation({ onSuccess: () => onSaved('Product created successfully'), onError: onFailed });
  const update = api.admin.products.update.useMutation({ onSuccess: () => onSaved('Product updated successfully'), onError: onFailed });

  const { form, submit } = useAdminForm({
    schema: productFormSchema,
    defaultValues: isNew ? emptyProductForm() : productFormFrom(product),
    save: (input) => (isNew ? create.mutate(input) : update.mutate({ id: product.id, product: input })),
  });
  // Rows keep their own draft key (and a variant its stored id), so the field arrays' keys go under another name.
  const variantRows = useFieldArray({ control: form.control, name: 'variants', keyName: 'rowKey' });
  const imageRows = useFieldArray({ control: form.control, name: 'images', keyName: 'rowKey' });
  const [hasVariants, variants, images] = form.watch(['hasVariants', 'variants', 'images']);
  // Messages are keyed by the procedure's field paths ('priceCents', 'variants.0.priceCents'), some of which name no input.
  const messageAt = (path: string): string | undefined => {
    const error: { message?: unknown } | undefined = get(form.formState.errors, path);
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  // A list's own message sits under 'root' once it has rows, directly on the list while it is empty.
  const variantsMessage = messageAt('variants.root') ?? messageAt('variants');
  const imagesMessage = messageAt('images.root') ?? messageAt('images');

  // A new submit leaves the image address's own message behind, as the product's messages are worked out again.
  function submitProduct() {
    setImageAddressError(undefined);
    submit();
  }

  const choosePrimary = (index: number) => images.forEach((_, i) => form.setValue(`images.${i}.isPrimary`, i === index));
  const removeImage = (index: number) => {
    const wasPrimary = images[index]?.isPrimary;
    imageRows.remove(index);
    // Removing the primary image passes the role to the first one left.
    if (wasPrimary && images.length > 1) form.setValue('images.0.isPrimary', true);
  };
  // The first image of a product is its primary one until staff choose another.
  const addImage = (imageUrl: string) => imageRows.append({ key: draftKey(), imageUrl, altText: form.getValues('name'), isPrimary: images.length === 0 });

  // A site path is added as it is; an outside address is fetched once by the server and its stored copy added, since
  // the site shows only its own images.
  async function addImageByAddress() {
    const address = imageAddress.trim();
    if (!isSafeImageUrl(address) && !isOutsideImageAddress(address)) {
      setImageAddressError(IMAGE_URL_MESSAGE);
      return;
    }
    setImageAddressError(undefined);
    if (isSafeImageUrl(address)) {
      addImage(address);
      setImageAddress('');
      return;
    }
    setFetchingAddress(true);
    try {
      addImage((await fetchImageAddress(address)).url);
      setImageAddress('');
    } catch (error) {
      setImageAddressError(error instanceof UploadError ? error.message : UPLOAD_FAILED_MESSAGE);
    } finally {
      setFetchingAddress(false);
    }
  }

  return (
    <AdminFormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={isNew ? 'Add Product' : 'Edit Product'}
      submitLabel={isNew ? 'Create Product' : 'Update Product'}
      pending={create.isPending || update.isPending}
      onSubmit={submitProduct}
      size="lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name *" error={messageAt('name')}>
          <Input {...form.register('name')} maxLength={200} />
        </Field>
        <Field label="Category *" error={messageAt('category')}>
          <NativeSelect {...form.register('category')}>
            <option value="">Select a category</option>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field label="Description" error={messageAt('description')}>
        <Textarea {...form.register('description')} rows={3} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Ingredients" error={messageAt('ingredients')}>
          <Textarea {...form.register('ingredients')} rows={2} placeholder="Pure cane sugar, natural flavoring…" />
        </Field>
        <Field label="Allergens" error={messageAt('allergens')}>
          <Textarea {...form.register('allergens')} rows={2} placeholder="Made in a kitchen that also handles milk…" />
        </Field>
      </div>
      <Field label="Page address (/shop/…)" error={messageAt('slug')}>
        <Input {...form.register('slug')} maxLength={80} placeholder={isNew ? 'Made from the name when left empty' : undefined} />
      </Field>

      <div className="grid gap-3 sm:grid-cols-2">
        <FormToggleField control={form.control} name="isActive" label="Active" hint="Shown in the shop" />
        <FormToggleField control={form.control} name="hasVariants" label="Has variants" hint="Sold in sizes, each with its own price" />
      </div>

      {hasVariants ? (
        <fieldset className="space-y-3 rounded-2xl border-2 border-candy-purple/15 p-4">
          <legend className="px-1 text-sm font-bold text-ink">Variants</legend>
          {variantRows.fields.length === 0 ? <p className="text-sm text-ink/70">No variants yet. Add the sizes this product comes in.</p> : null}
          {variantRows.fields.map((row, index) => (
            <div
              key={row.rowKey}
              className="grid grid-cols-2 items-start gap-2 rounded-xl bg-candy-purple/5 p-3 sm:grid-cols-[1fr_1fr_1fr_1fr_auto_auto]"
              data-testid="variant-row"
            >
              <Field label="Size" error={messageAt(`variants.${index}.size`)}>
                <Input {...form.register(`variants.${index}.size`)} placeholder="16oz" maxLength={50} />
              </Field>
              <Field label="Price ($)" error={messageAt(`variants.${index}.priceCents`)}>
                <Input type="number" inputMode="decimal" step="0.01" min="0" {...form.register(`variants.${index}.price`)} placeholder="0.00" />
              </Field>
              <Field label="Items left" error={messageAt(`variants.${index}.stockCount`)}>
                <Input type="number" inputMode="numeric" step="1" min="0" {...form.register(`variants.${index}.stock`)} placeholder="Unlimited" />
              </Field>
              <Field label="SKU" error={messageAt(`variants.${index}.sku`)}>
                <Input {...form.register(`variants.${index}.sku`)} maxLength={64} />
              </Field>
              {/* One line under the fields on a phone; their own grid columns from sm up. */}
              <div className="col-span-2 flex items-center justify-between gap-2 sm:contents">
                <label className="flex items-center gap-2 text-sm font-bold sm:pt-8">
                  <input type="checkbox" className="size-4 accent-candy-purple-dark" {...form.register(`variants.${index}.isActive`)} />
                  Active
                </label>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 text-red-700 hover:bg-red-50 sm:mt-6"
                  aria-label={`Remove variant ${variants[index]?.size || index + 1}`}
                  onClick={() => variantRows.remove(index)}
                >
                  <Trash2Icon />
                </Button>
              </div>
              {/* This size's own picture, shown in the shop when a buyer chooses it. */}
              <div className="col-span-2 grid gap-2 sm:col-span-6 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                <Field label="Picture (optional)" error={messageAt(`variants.${index}.imageUrl`)}>
                  <Input {...form.register(`variants.${index}.imageUrl`)} placeholder="/uploads/… or https://…" />
                </Field>
                <Field label="Picture alt text" error={messageAt(`variants.${index}.imageAlt`)}>
                  <Input {...form.register(`variants.${index}.imageAlt`)} placeholder="A 32oz tub of pink fluff" />
                </Field>
                <div className="flex flex-wrap items-start gap-2">
                  <ImageUploadButton
                    label={`Upload picture for ${variants[index]?.size || 'this variant'}`}
                    onUploaded={(image) => form.setValue(`variants.${index}.imageUrl`, image.url, { shouldDirty: true })}
                  />
                  <KeepACopyButton
                    address={variants[index]?.imageUrl ?? ''}
                    onFetched={(image) => form.setValue(`variants.${index}.imageUrl`, image.url, { shouldDirty: true })}
                    onRefused={(message) => form.setError(`variants.${index}.imageUrl`, { message })}
                  />
                </div>
              </div>
            </div>
          ))}
          {variantsMessage ? (
            <p role="alert" className="text-sm font-semibold text-red-600">
              {variantsMessage}
            </p>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => variantRows.append(emptyVariant())}>
            <PlusIcon aria-hidden="true" />
            Add Variant
          </Button>
        </fieldset>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Price ($) *" error={messageAt('priceCents')}>
            <Input type="number" inputMode="decimal" step="0.01" min="0" {...form.register('price')} placeholder="0.00" />
          </Field>
          <Field label="Items left" error={messageAt('stockCount')}>
            <Input type="number" inputMode="numeric" step="1" min="0" {...form.register('stock')} placeholder="Unlimited" />
          </Field>
        </div>
      )}

      <fieldset className="space-y-3 rounded-2xl border-2 border-candy-purple/15 p-4">
        <legend className="px-1 text-sm font-bold text-ink">Images</legend>
        {imageRows.fields.length === 0 ? <p className="text-sm text-ink/70">No images yet. The first one you add becomes the primary image.</p> : null}
        <ol className="space-y-2">
          {imageRows.fields.map((row, index) => (
            <li key={row.rowKey} className="flex flex-wrap items-center gap-3 rounded-xl bg-candy-purple/5 p-2" data-testid="image-row">
              <img src={images[index]?.imageUrl} alt="" className="size-16 shrink-0 rounded-lg bg-white object-contain" width={64} height={64} />
              <Field
                label={`Alt text for image ${index + 1}`}
                error={messageAt(`images.${index}.altText`) ?? messageAt(`images.${index}.imageUrl`)}
                className="min-w-40 flex-1"
              >
                <Input {...form.register(`images.${index}.altText`)} placeholder="Describe the photo" maxLength={200} />
              </Field>
              <div className="flex items-center gap-1">
                <label className="mr-2 flex items-center gap-1.5 text-sm font-bold">
                  <input
                    type="radio"
                    name="primary-image"
                    className="size-4 accent-candy-pink-dark"
                    checked={images[index]?.isPrimary ?? false}
                    onChange={() => choosePrimary(index)}
                  />
                  Primary
                </label>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Move image ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => imageRows.move(index, index - 1)}
                >
                  <ArrowUpIcon />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Move image ${index + 1} down`}
                  disabled={index === imageRows.fields.length - 1}
                  onClick={() => imageRows.move(index, index + 1)}
                >
                  <ArrowDownIcon />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 text-red-700 hover:bg-red-50"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => removeImage(index)}
                >
                  <Trash2Icon />
                </Button>
              </div>
            </li>
          ))}
        </ol>
        {imagesMessage ? (
          <p role="alert" className="text-sm font-semibold text-red-600">
            {imagesMessage}
          </p>
        ) : null}
        <div className="flex flex-wrap items-end gap-3">
          <ImageUploadButton onUploaded={(image) => addImage(image.url)} />
          <div className="flex min-w-56 flex-1 items-end gap-2">
            <Field label="Or an image address" error={imageAddressError} className="flex-1">
              <Input value={imageAddress} onChange={(e) => setImageAddress(e.target.value)} placeholder="https://…" />
            </Field>
            <Button
              variant="outline"
              size="sm"
              className="mb-1.5"
              onClick={() => void addImageByAddress()}
              disabled={imageAddress.trim() === '' || fetchingAddress}
            >
              {fetchingAddress ? 'Fetching…' : 'Add'}
            </Button>
          </div>
        </div>
      </fieldset>
    </AdminFormDialog>
  );
}
