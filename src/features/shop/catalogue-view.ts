import type { ShopSort } from '@shared/page-search';

type Listed = {
  name: string;
  description: string;
  hasVariants: boolean;
  priceCents: number | null;
  variants: { priceCents: number }[];
};

/** The price a product is sorted by: its own, or its cheapest size's (what "From $x" says). */
function sortPrice(product: Listed): number {
  if (!product.hasVariants) return product.priceCents ?? 0;
  return Math.min(...product.variants.map((v) => v.priceCents));
}

/** Lower case without accents, so "creme" finds "Crème". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The products the shop shows for a search and a sort: every word of the search must appear in the name or the
 * description; newest first (the server's order) unless another sort is chosen; ties keep the server's order.
 */
export function catalogueView<T extends Listed>(products: readonly T[], q: string | undefined, sort: ShopSort | undefined): T[] {
  const words = folded(q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const found = words.length === 0 ? [...products] : products.filter((p) => words.every((word) => folded(`${p.name} ${p.description}`).includes(word)));
  switch (sort) {
    case 'price-low':
      return found.sort((a, b) => sortPrice(a) - sortPrice(b));
    case 'price-high':
      return found.sort((a, b) => sortPrice(b) - sortPrice(a));
    case 'name':
      return found.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    default:
      return found;
  }
}

export const SORT_LABELS: Record<ShopSort, string> = {
  newest: 'Newest',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  name: 'Name: A to Z',
};
