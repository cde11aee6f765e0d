import { ShoppingCartIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ShopProduct } from './product-card';

/** A product with sizes cannot be added until one is chosen (document 1). The cart itself is the commerce work. */
export function AddToCartButton({ product, chosenVariantId }: { product: ShopProduct; chosenVariantId: string | undefined }) {
  const needsSize = product.hasVariants && !chosenVariantId;
  return (
    <Button size="sm" disabled={needsSize} title={needsSize ? 'Choose a size first' : undefined}>
      <ShoppingCartIcon />
      Add to Cart
    </Button>
  );
}
