import { useNavigate } from '@tanstack/react-router';
import { ShoppingCartIcon } from 'lucide-react';
import { whenToasterListens } from '@/components/layout/deferred-toaster';
import { Button } from '@/components/ui/button';
import { addToCart } from '@/lib/cart-actions';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '@shared/schemas/order-rules';
import type { ShopProduct } from './product-card';
import { allSoldOut, isSoldOut } from './stock';

/** A product with sizes cannot be added until one is chosen. */
export function AddToCartButton({
  product,
  chosenVariantId,
  onAdded,
  className,
}: {
  product: ShopProduct;
  chosenVariantId: string | undefined;
  onAdded?: () => void;
  className?: string;
}) {
  const navigate = useNavigate();
  const variant = product.hasVariants ? product.variants.find((v) => v.id === chosenVariantId) : undefined;
  const needsSize = product.hasVariants && !variant;
  // Sold out: the chosen size's count, or the product's own when it has no sizes (the server refuses it anyway).
  const soldOut = product.hasVariants ? isSoldOut(variant?.stockLeft) || allSoldOut(product) : isSoldOut(product.stockLeft);
  const unitPriceCents = product.hasVariants ? variant?.priceCents : product.priceCents;

  function add() {
    if (needsSize || soldOut || unitPriceCents === undefined || unitPriceCents === null) return;
    const result = addToCart({
      productId: product.id,
      variantId: variant?.id ?? null,
      name: product.name,
      size: variant?.size ?? null,
      imageUrl: product.image?.url ?? null,
      unitPriceCents,
    });
    const label = variant ? `${product.name} (${variant.size})` : product.name;
    if (result.ok) onAdded?.();
    // sonner loads with the first toast, not with the shop's first screen.
    void whenToasterListens().then(({ toast }) => {
      if (result.ok) {
        toast.success('Added to cart', {
          description: result.quantity > 1 ? `${label} — ${result.quantity} in your cart` : label,
          action: { label: 'View cart', onClick: () => void navigate({ to: '/cart' }) },
        });
        return;
      }
      toast.error(result.reason === 'max_quantity' ? `You already have ${CART_MAX_QUANTITY} of ${label} in your cart` : 'Your cart is full', {
        description:
          result.reason === 'max_quantity'
            ? 'For bigger orders, please contact us about a party or wholesale order.'
            : `A cart holds at most ${CART_MAX_LINES} different items.`,
      });
    });
  }

  return (
    <Button size="sm" className={className} disabled={needsSize || soldOut} title={needsSize && !soldOut ? 'Choose a size first' : undefined} onClick={add}>
      {soldOut ? (
        'Sold out'
      ) : (
        <>
          <ShoppingCartIcon />
          Add to Cart
        </>
      )}
    </Button>
  );
}
