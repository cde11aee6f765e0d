import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { RouterOutputs } from '@/lib/api-types';
import { AddToCartButton } from './add-to-cart-button';
import { displayPrice } from './pricing';

export type ShopProduct = RouterOutputs['shop']['products'][number];

export function ProductCard({
  product,
  chosenVariantId,
  onChooseVariant,
  onAdded,
  firstInView = false,
}: {
  product: ShopProduct;
  /** The first card's picture is the largest thing on a phone's first screen: it loads at once, not lazily. */
  firstInView?: boolean;
  chosenVariantId: string | undefined;
  onChooseVariant: (variantId: string) => void;
  /** Called after the product went into the cart (a stand's shop marks the cart as bought for the stand). */
  onAdded?: () => void;
}) {
  // A chosen size with its own picture shows that picture, described by its own alt text.
  const chosen = product.variants.find((variant) => variant.id === chosenVariantId);
  const imageUrl = chosen?.imageUrl ?? product.image?.url;
  const imageAlt = chosen?.imageUrl ? chosen.imageAlt || `${product.name}, ${chosen.size}` : product.image?.alt || product.name;
  return (
    <Card className="flex flex-col overflow-hidden p-0" data-testid="product-card">
      <div className="aspect-square bg-gradient-to-br from-candy-pink/15 via-white to-candy-blue/15">
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={imageAlt}
            loading={firstInView ? 'eager' : 'lazy'}
            fetchPriority={firstInView ? 'high' : 'auto'}
            className="size-full object-contain p-6"
            width={400}
            height={400}
            data-testid="product-image"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h2 className="text-xl font-bold">{product.name}</h2>
          <p className="mt-1 text-sm text-ink/70">{product.description}</p>
        </div>
        {product.hasVariants ? (
          <fieldset>
            <legend className="mb-2 text-sm font-bold">Choose a size</legend>
            <div className="flex flex-wrap gap-2">
              {product.variants.map((variant) => {
                const chosen = variant.id === chosenVariantId;
                return (
                  <button
                    key={variant.id}
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => onChooseVariant(variant.id)}
                    className={cn(
                      'rounded-full border-2 px-3 py-1 text-sm font-bold',
                      chosen ? 'border-candy-purple-dark bg-candy-purple-dark text-white' : 'border-candy-purple/40 hover:border-candy-purple-dark',
                    )}
                  >
                    {variant.size}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="text-lg font-extrabold text-candy-pink-dark" data-testid="product-price">
            {displayPrice(product, chosenVariantId)}
          </p>
          <AddToCartButton product={product} chosenVariantId={chosenVariantId} {...(onAdded ? { onAdded } : {})} />
        </div>
      </div>
    </Card>
  );
}
