import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';
import { setSupportingStand } from '@/lib/supporting-stand';
import { api } from '@/lib/trpc';
import { ProductCard } from './product-card';

/**
 * A fundraiser stand's shop: the same products as the shop, and whatever is added here is bought for the stand (the
 * checkout then says "Supporting …" and sends the stand with the order). Closed stands sell nothing.
 */
export function StandShop({ stand, open }: { stand: { slug: string; name: string }; open: boolean }) {
  const products = api.shop.products.useQuery(undefined, { enabled: open });
  const [chosenSizes, setChosenSizes] = useState<Record<string, string>>({});
  if (!open) return null;
  if (products.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading the stand's shop" />
      </div>
    );
  }
  if (products.isError) return <LoadError what="the stand's shop" onRetry={() => products.refetch()} />;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3" data-testid="stand-shop">
      {products.data.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          chosenVariantId={chosenSizes[product.id]}
          onChooseVariant={(variantId) => setChosenSizes((sizes) => ({ ...sizes, [product.id]: variantId }))}
          onAdded={() => setSupportingStand(stand)}
        />
      ))}
    </div>
  );
}
