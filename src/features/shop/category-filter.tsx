import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import type { ShopSort } from '@shared/page-search';
import { CATEGORY_LABELS, PRODUCT_CATEGORIES, type ProductCategory } from './categories';

// Its classes never conflict, so they are joined (clsx), not merged: tailwind-merge's first merge builds a table of every
// Tailwind utility, a long pause on a phone while /shop hydrates.

const OPTIONS: { label: string; category: ProductCategory | undefined }[] = [
  { label: 'All Products', category: undefined },
  ...PRODUCT_CATEGORIES.map((category) => ({ label: CATEGORY_LABELS[category], category })),
];

/** The chosen category lives in the URL (?category=games), so a shared link opens the same view; a search and sort stay. */
export function CategoryFilter({ current, q, sort }: { current: ProductCategory | undefined; q?: string | undefined; sort?: ShopSort | undefined }) {
  return (
    <nav aria-label="Product categories" className="flex flex-wrap justify-center gap-2">
      {OPTIONS.map(({ label, category }) => {
        const active = current === category;
        return (
          <Link
            key={label}
            to="/shop"
            search={{ category, q, sort }}
            aria-current={active ? 'page' : undefined}
            className={clsx(
              'rounded-full border-2 px-4 py-2 text-sm font-bold transition-colors',
              active ? 'border-candy-pink-dark bg-candy-pink-dark text-white' : 'border-candy-pink/40 bg-white text-ink hover:border-candy-pink-dark',
            )}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
