import { useNavigate } from '@tanstack/react-router';
import { SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { SHOP_QUERY_MAX, SHOP_SORTS, type ShopSort } from '@shared/page-search';
import { catalogueView, SORT_LABELS } from './catalogue-view';
import { Spinner } from '@/components/ui/spinner';
import { readApi } from '@/lib/trpc-client';
import { CategoryFilter } from './category-filter';
import type { ProductCategory } from './categories';
import { ProductCard } from './product-card';
import { LoadError } from '@/components/ui/load-error';

export function ShopPage({ category, q, sort }: { category: ProductCategory | undefined; q: string | undefined; sort: ShopSort | undefined }) {
  // Read with the reading hook alone: the page's first screen loads none of the writing hooks' code.
  const products = readApi.shop.products.useQuery();
  // The chosen size per product survives filter changes, as in the earlier site.
  const [chosenSizes, setChosenSizes] = useState<Record<string, string>>({});
  const all = products.data ?? [];
  const shown = catalogueView(category ? all.filter((p) => p.category === category) : all, q, sort);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold md:text-5xl">Shop the Sweetness</h1>
        <p className="mx-auto mt-3 max-w-2xl text-ink/70">Gourmet cotton candy, fluffy merch and games, spun fresh in Atlanta.</p>
      </header>
      <div className="mt-8">
        <CategoryFilter current={category} q={q} sort={sort} />
      </div>
      <SearchAndSort q={q} sort={sort} />
      <div className="mt-10">
        {products.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading products" />
          </div>
        ) : products.isError ? (
          <LoadError what="the shop" onRetry={() => products.refetch()} />
        ) : all.length === 0 ? (
          <EmptyState title="Coming Soon!" text="Our sweet products are being added. Check back soon!" />
        ) : shown.length === 0 ? (
          q ? (
            <EmptyState title={`Nothing matches “${q}”`} text="Try another word, or clear the search to see everything." />
          ) : (
            <EmptyState title="No products in this category" text="Try selecting a different category or check back later." />
          )
        ) : (
          // Two cards a row even on a phone: a catalogue of a dozen products stays a few screens long.
          <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
            {shown.map((product, index) => (
              <li key={product.id} className="flex">
                <ProductCard
                  product={product}
                  firstInView={index === 0}
                  chosenVariantId={chosenSizes[product.id]}
                  onChooseVariant={(variantId) => setChosenSizes((sizes) => ({ ...sizes, [product.id]: variantId }))}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * The search box and the sort, both kept in the address (?q=mint&sort=price-low) so a search can be shared and the
 * server renders the same list. The search is sent with its button (or Enter); the sort applies when chosen.
 */
function SearchAndSort({ q, sort }: { q: string | undefined; sort: ShopSort | undefined }) {
  const navigate = useNavigate({ from: '/shop' });
  const [text, setText] = useState(q ?? '');
  // The address is the source of truth: a link or Back changes q, and the box follows.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q ?? '');
  }
  return (
    <form
      role="search"
      className="mx-auto mt-6 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const wanted = text.trim().slice(0, SHOP_QUERY_MAX);
        void navigate({ search: (prev) => ({ ...prev, q: wanted || undefined }) });
      }}
    >
      <label className="flex flex-1 flex-col gap-1 text-sm font-bold">
        Search the shop
        <span className="flex gap-2">
          <Input
            type="search"
            name="q"
            value={text}
            maxLength={SHOP_QUERY_MAX}
            placeholder="Flavor, size, gift…"
            onChange={(event) => setText(event.target.value)}
            data-testid="shop-search"
          />
          <Button type="submit" aria-label="Search">
            <SearchIcon />
          </Button>
        </span>
      </label>
      <label className="flex flex-col gap-1 text-sm font-bold sm:w-56">
        Sort by
        <NativeSelect
          value={sort ?? 'newest'}
          onChange={(event) => {
            const next = event.target.value as ShopSort;
            void navigate({ search: (prev) => ({ ...prev, sort: next === 'newest' ? undefined : next }) });
          }}
          data-testid="shop-sort"
        >
          {SHOP_SORTS.map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </label>
    </form>
  );
}

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-3xl bg-white py-16 text-center shadow-sm">
      <p className="text-5xl" aria-hidden="true">
        🍭
      </p>
      <h2 className="mt-3 text-2xl font-bold">{title}</h2>
      <p className="mt-2 text-ink/70">{text}</p>
    </div>
  );
}
