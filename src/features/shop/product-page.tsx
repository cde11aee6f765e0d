import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import type { RouterOutputs } from '@/lib/api-types';
import { AddToCartButton } from './add-to-cart-button';
import { CATEGORY_LABELS } from './categories';
import { displayPrice } from './pricing';
import { allSoldOut, isSoldOut, stockNote } from './stock';

type Product = RouterOutputs['shop']['product'];

/** One product: its pictures, sizes with what is left of each, price, ingredients and allergens, and Add to Cart. */
export function ProductPage({ product }: { product: Product }) {
  // The first size still on sale is chosen to start with, so Add to Cart works at once.
  const [chosenVariantId, setChosenVariantId] = useState<string | undefined>(
    () => product.variants.find((v) => !isSoldOut(v.stockLeft))?.id ?? product.variants[0]?.id,
  );
  const chosen = product.variants.find((v) => v.id === chosenVariantId);
  const picture = chosen?.imageUrl
    ? { url: chosen.imageUrl, alt: chosen.imageAlt || `${product.name}, ${chosen.size}` }
    : product.image
      ? { url: product.image.url, alt: product.image.alt || product.name }
      : null;
  const note = product.hasVariants ? stockNote(chosen?.stockLeft) : stockNote(product.stockLeft);
  const soldOut = allSoldOut(product);

  return (
    <article className="mx-auto max-w-6xl px-4 py-8 md:py-12" data-testid="product-page">
      <Link to="/shop" className="inline-flex items-center gap-1 text-sm font-bold text-candy-purple-dark hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to the shop
      </Link>
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <div className="aspect-square overflow-hidden rounded-3xl bg-gradient-to-br from-candy-pink/15 via-white to-candy-blue/15">
          {picture ? (
            <img
              src={picture.url}
              alt={picture.alt}
              width={600}
              height={600}
              fetchPriority="high"
              className={cn('size-full object-contain p-6', soldOut && 'opacity-60')}
            />
          ) : null}
        </div>
        <div className="flex flex-col gap-5">
          <div>
            <p className="text-sm font-bold tracking-wide text-candy-purple-dark uppercase">{CATEGORY_LABELS[product.category]}</p>
            <h1 className="mt-1 text-3xl font-extrabold md:text-4xl">{product.name}</h1>
            <p className="mt-3 text-2xl font-extrabold text-candy-pink-dark" data-testid="product-price">
              {displayPrice(product, chosenVariantId)}
            </p>
          </div>
          {product.description ? <p className="text-ink/80">{product.description}</p> : null}
          {product.hasVariants ? (
            <fieldset>
              <legend className="mb-2 font-bold">Choose a size</legend>
              <div className="flex flex-wrap gap-2">
                {product.variants.map((variant) => {
                  const isChosen = variant.id === chosenVariantId;
                  const gone = isSoldOut(variant.stockLeft);
                  return (
                    <button
                      key={variant.id}
                      type="button"
                      aria-pressed={isChosen}
                      onClick={() => setChosenVariantId(variant.id)}
                      className={cn(
                        'rounded-full border-2 px-4 py-1.5 font-bold',
                        isChosen ? 'border-candy-purple-dark bg-candy-purple-dark text-white' : 'border-candy-purple/40 hover:border-candy-purple-dark',
                        gone && 'line-through opacity-70',
                      )}
                    >
                      {variant.size}
                      {gone ? <span className="sr-only">, sold out</span> : null}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          ) : null}
          <div className="flex flex-wrap items-center gap-4">
            <AddToCartButton product={product} chosenVariantId={chosenVariantId} className="h-12 px-6 text-base" />
            {note ? (
              <p className="font-bold text-ink/80" data-testid="stock-note" role="status">
                {note}
              </p>
            ) : null}
          </div>
          <section aria-labelledby="ingredients-title" className="rounded-2xl bg-white p-5 shadow-sm">
            <h2 id="ingredients-title" className="text-lg font-bold">
              Ingredients
            </h2>
            <p className="mt-1 text-ink/80" data-testid="product-ingredients">
              {product.ingredients || 'Ask us for the full ingredient list before you order.'}
            </p>
            <h2 className="mt-4 text-lg font-bold">Allergens</h2>
            <p className="mt-1 text-ink/80" data-testid="product-allergens">
              {product.allergens || 'Ask us about allergens before you order.'}
            </p>
          </section>
        </div>
      </div>
    </article>
  );
}

export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold">Product not found</h1>
      <p className="mt-2 text-ink/70">This product is not in the shop (any more). Have a look at what we have today.</p>
      <Link to="/shop" className="mt-6 inline-block font-bold text-candy-purple-dark underline">
        Go to the shop
      </Link>
    </div>
  );
}
