import { formatCents } from '@shared/money';

export type PricedProduct = { hasVariants: boolean; priceCents: number | null; variants: { id: string; priceCents: number }[] };

/**
 * The price a card shows: the chosen size's price; 'From' the lowest variant price until a size is chosen;
 * the product's own price when it has no sizes.
 */
export function displayPrice(product: PricedProduct, chosenVariantId: string | undefined): string {
  if (!product.hasVariants) return product.priceCents === null ? '' : formatCents(product.priceCents);
  const chosen = product.variants.find((v) => v.id === chosenVariantId);
  if (chosen) return formatCents(chosen.priceCents);
  const lowest = Math.min(...product.variants.map((v) => v.priceCents));
  return Number.isFinite(lowest) ? `From ${formatCents(lowest)}` : '';
}
