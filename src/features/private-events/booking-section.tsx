import { Card } from '@/components/ui/card';
import { api } from '@/lib/trpc';
import { BookingForm } from './booking-form';

/** The booking form, with the package the visitor picked above it. */
export function BookingSection({ packageId, onPackageChange }: { packageId: string; onPackageChange: (id: string) => void }) {
  const packages = api.content.packages.useQuery();
  return (
    <section id="booking" aria-labelledby="booking-title" className="mx-auto max-w-3xl scroll-mt-24 px-4 py-14">
      <h2 id="booking-title" className="text-center text-3xl font-extrabold md:text-4xl">
        Book Your Event
      </h2>
      <p className="mt-2 text-center text-ink/70">Tell us about your party and we will reply within 24 hours.</p>
      <Card className="mt-8 p-6 md:p-8">
        <BookingForm packages={packages.data ?? []} packageId={packageId} onPackageChange={onPackageChange} />
      </Card>
    </section>
  );
}
