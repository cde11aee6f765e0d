import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/trpc';
import { CategoryFilter } from './category-filter';
import type { ProductCategory } from './categories';
import { ProductCard } from './product-card';
import { LoadError } from '@/components/ui/load-error';

export function ShopPage({ category }: { category: ProductCategory | undefined }) {
  const products = api.shop.products.useQuery();
  // The chosen size per product survives filter changes, as in the earlier site.
  const [chosenSizes, setChosenSizes] = useState<Record<string, string>>({});
  const all = products.data ?? [];
  const shown = category ? all.filter((p) => p.category === category) : all;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold md:text-5xl">Shop the Sweetness</h1>
        <p className="mx-auto mt-3 max-w-2xl text-ink/70">Gourmet cotton candy, fluffy merch and games, spun fresh in Atlanta.</p>
      </header>
      <div className="mt-8">
        <CategoryFilter current={category} />
      </div>
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
          <EmptyState title="No products in this category" text="Try selecting a different category or check back later." />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
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
