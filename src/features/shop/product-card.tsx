import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { clsx } from 'clsx';
import type { RouterOutputs } from '@/lib/api-types';
import { AddToCartButton } from './add-to-cart-button';
import { displayPrice } from './pricing';
import { allSoldOut, isSoldOut, stockNote } from './stock';

// Its classes never conflict, so they are joined (clsx), not merged: tailwind-merge's first merge builds a table of every
// Tailwind utility, a long pause on a phone while /shop hydrates.

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
  const soldOut = allSoldOut(product);
  const note = product.hasVariants ? (chosen ? stockNote(chosen.stockLeft) : soldOut ? 'Sold out' : null) : stockNote(product.stockLeft);
  return (
    <Card className="relative flex w-full flex-col overflow-hidden p-0" data-testid="product-card">
      <div className="relative aspect-square bg-gradient-to-br from-candy-pink/15 via-white to-candy-blue/15">
        {note ? (
          <span className="absolute top-2 left-2 z-10 rounded-full bg-ink px-2.5 py-1 text-xs font-bold text-white" data-testid="stock-note">
            {note}
          </span>
        ) : null}
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={imageAlt}
            loading={firstInView ? 'eager' : 'lazy'}
            fetchPriority={firstInView ? 'high' : 'auto'}
            className={clsx('size-full object-contain p-3 sm:p-6', soldOut && 'opacity-60')}
            width={400}
            height={400}
            data-testid="product-image"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3 sm:p-5">
        <div>
          <h2 className="text-base leading-snug font-bold sm:text-xl">
            <Link to="/shop/$slug" params={{ slug: product.slug }} className="hover:underline" data-testid="product-link">
              {product.name}
            </Link>
          </h2>
          {/* On a phone two cards share a row: the product page has the description. */}
          <p className="mt-1 hidden text-sm text-ink/70 sm:line-clamp-3">{product.description}</p>
        </div>
        {product.hasVariants ? (
          <fieldset>
            <legend className="mb-2 text-xs font-bold sm:text-sm">Choose a size</legend>
            <div className="flex flex-wrap gap-1.5 sm:gap-2">
              {product.variants.map((variant) => {
                const chosen = variant.id === chosenVariantId;
                const gone = isSoldOut(variant.stockLeft);
                return (
                  <button
                    key={variant.id}
                    type="button"
                    aria-pressed={chosen}
                    aria-label={gone ? `${variant.size}, sold out` : undefined}
                    onClick={() => onChooseVariant(variant.id)}
                    className={clsx(
                      'rounded-full border-2 px-2.5 py-1 text-xs font-bold sm:px-3 sm:text-sm',
                      chosen ? 'border-candy-purple-dark bg-candy-purple-dark text-white' : 'border-candy-purple/40 hover:border-candy-purple-dark',
                      gone && 'line-through opacity-70',
                    )}
                  >
                    {variant.size}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
          <p className="text-base font-extrabold text-candy-pink-dark sm:text-lg" data-testid="product-price">
            {displayPrice(product, chosenVariantId)}
          </p>
          <AddToCartButton product={product} chosenVariantId={chosenVariantId} className="w-full sm:w-auto" {...(onAdded ? { onAdded } : {})} />
        </div>
      </div>
    </Card>
  );
}
