import { CheckIcon, StarIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Badge, Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { formatCents } from '@shared/money';

/** The party packages, each with its button that picks it for the booking form. */
export function PackagesSection({ packageId, onSelect }: { packageId: string; onSelect: (id: string) => void }) {
  const packages = api.content.packages.useQuery();
  return (
    <section id="party-packages" aria-labelledby="packages" className="bg-candy-purple/10">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="packages" className="text-center text-3xl font-extrabold md:text-4xl">
          Party Packages
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-ink/70">Every package includes setup, cleanup and a crew member who loves a crowd.</p>
        {packages.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading packages" />
          </div>
        ) : packages.isError ? (
          <LoadError what="our packages" className="py-10" onRetry={() => packages.refetch()} />
        ) : (
          <ul className="mt-10 grid items-stretch gap-6 lg:grid-cols-3">
            {packages.data.map((pkg) => {
              const isSelected = pkg.id === packageId;
              return (
                <li key={pkg.id} className="flex">
                  <Card
                    data-testid="package-card"
                    className={cn(
                      'relative flex w-full flex-col',
                      pkg.isPopular && 'border-2 border-candy-pink-dark shadow-lg lg:-translate-y-2',
                      isSelected && 'ring-4 ring-candy-purple-dark',
                    )}
                  >
                    {pkg.isPopular ? (
                      <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 bg-candy-pink-dark px-4 py-1 text-sm text-white shadow">
                        <StarIcon className="mr-1 size-3.5 fill-current" aria-hidden="true" /> Most Popular
                      </Badge>
                    ) : null}
                    <h3 className="mt-2 text-2xl font-extrabold">{pkg.name}</h3>
                    <p className="mt-2 text-4xl font-extrabold text-candy-purple-dark">{formatCents(pkg.priceCents)}</p>
                    <p className="mt-3 text-ink/75">{pkg.description}</p>
                    <ul className="mt-5 space-y-2" aria-label={`${pkg.name} includes`}>
                      {pkg.features.map((feature) => (
                        <li key={feature} className="flex items-start gap-2">
                          <CheckIcon className="mt-0.5 size-5 shrink-0 text-candy-pink-dark" aria-hidden="true" />
                          <span>{feature}</span>
                        </li>
                      ))}
                    </ul>
                    <div className="mt-auto pt-6">
                      <Button className="w-full" variant={pkg.isPopular ? 'primary' : 'outline'} onClick={() => onSelect(pkg.id)} aria-pressed={isSelected}>
                        {isSelected ? 'Selected' : 'Select Package'}
                        <span className="sr-only">: {pkg.name}</span>
                      </Button>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
