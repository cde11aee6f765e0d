/** What a card or product page says about how many are left: nothing while there are plenty (or no count at all). */
export const FEW_LEFT = 5;

export function isSoldOut(stockLeft: number | null | undefined): boolean {
  return stockLeft !== null && stockLeft !== undefined && stockLeft <= 0;
}

/** "Sold out", "Only 3 left", or null. */
export function stockNote(stockLeft: number | null | undefined): string | null {
  if (stockLeft === null || stockLeft === undefined || stockLeft > FEW_LEFT) return null;
  return stockLeft <= 0 ? 'Sold out' : `Only ${stockLeft} left`;
}

/** Whether every way to buy the product is sold out (every active size, or the product itself). */
export function allSoldOut(product: { hasVariants: boolean; stockLeft: number | null; variants: { stockLeft: number | null }[] }): boolean {
  return product.hasVariants ? product.variants.every((v) => isSoldOut(v.stockLeft)) : isSoldOut(product.stockLeft);
}
