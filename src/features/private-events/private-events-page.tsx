import { BriefcaseIcon, CakeIcon, CheckIcon, GraduationCapIcon, QuoteIcon, SparklesIcon, StarIcon, TentIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Badge, Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatCents } from '@shared/money';
import { api } from '@/lib/trpc';
import { clsx } from 'clsx';
import { deferredSection } from '@/lib/deferred-section';
import { LoadError } from '@/components/ui/load-error';

// The booking form (react-hook-form, zod, the notice rules, the toasts) sits under the offers and the packages: it
// comes alive as the visitor nears it, chooses a package or follows "Book Your Event", instead of inside hydration's
// long task (see deferredSection). The package stays the page's state, shared with the cards.
const BookingForm = deferredSection('booking-form', () => import('./booking-form').then((module) => module.BookingForm));

/** Loads the code of the private events page's deferred section: the route's loader awaits it. */
export const loadPrivateEventsSections = () => BookingForm.load();

const OFFERS = [
  {
    title: 'Birthday Parties',
    text: 'Custom colors to match the theme and a line of kids who cannot believe their eyes.',
    Icon: CakeIcon,
    tone: 'bg-candy-pink/20 text-candy-pink-dark',
  },
  {
    title: 'School Events',
    text: 'Field days, carnivals and science nights, with fundraising built in for your PTA.',
    Icon: GraduationCapIcon,
    tone: 'bg-candy-blue/20 text-candy-blue-dark',
  },
  {
    title: 'Corporate Events',
    text: 'Team picnics, product launches and client parties with your brand colors spun in.',
    Icon: BriefcaseIcon,
    tone: 'bg-candy-purple/20 text-candy-purple-dark',
  },
  {
    title: 'Festivals & Weddings',
    text: 'A late-night sweet treat or an all-day crowd-pleaser. We bring the cart and the crew.',
    Icon: TentIcon,
    tone: 'bg-candy-yellow/40 text-ink',
  },
];

export function PrivateEventsPage() {
  const packages = api.content.packages.useQuery();
  const testimonials = api.content.testimonials.useQuery();
  const [packageId, setPackageId] = useState('');

  function selectPackage(id: string) {
    setPackageId(id);
    document.getElementById('booking')?.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }

  return (
    <div>
      <section className="bg-gradient-to-br from-candy-pink/20 via-cream to-candy-purple/20">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1 text-sm font-bold text-candy-purple-dark shadow-sm">
            <SparklesIcon className="size-4" aria-hidden="true" /> Book the Drip cart
          </p>
          <h1 className="mt-4 text-4xl font-extrabold md:text-6xl">Private Events</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink/75">
            Fresh-spun cotton candy made on the spot, by a crew that loves a crowd. Book 2-3 weeks ahead, or 4-6 weeks in peak season.
          </p>
          <Button asChild size="lg" className="mt-8">
            <a href="#booking">Book Your Event</a>
          </Button>
        </div>
      </section>

      <section aria-labelledby="offers" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="offers" className="text-center text-3xl font-extrabold md:text-4xl">
          Perfect for Every Celebration
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {OFFERS.map(({ title, text, Icon, tone }) => (
            <li key={title} className="flex">
              <Card className="w-full text-center">
                <span className={clsx('mx-auto flex size-14 items-center justify-center rounded-2xl', tone)}>
                  <Icon className="size-7" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-xl font-extrabold">{title}</h3>
                <p className="mt-2 text-ink/75">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="packages" className="bg-candy-purple/10">
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
                      className={clsx(
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
                        <Button
                          className="w-full"
                          variant={pkg.isPopular ? 'primary' : 'outline'}
                          onClick={() => selectPackage(pkg.id)}
                          aria-pressed={isSelected}
                        >
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

      <section id="booking" aria-labelledby="booking-title" className="mx-auto max-w-3xl scroll-mt-24 px-4 py-14">
        <h2 id="booking-title" className="text-center text-3xl font-extrabold md:text-4xl">
          Book Your Event
        </h2>
        <p className="mt-2 text-center text-ink/70">Tell us about your party and we will reply within 24 hours.</p>
        <Card className="mt-8 p-6 md:p-8">
          <BookingForm packages={packages.data ?? []} packageId={packageId} onPackageChange={setPackageId} />
        </Card>
      </section>

      <section aria-labelledby="testimonials" className="bg-candy-pink/10">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="testimonials" className="text-center text-3xl font-extrabold md:text-4xl">
            What Our Hosts Say
          </h2>
          {testimonials.data ? (
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {testimonials.data.map((t) => (
                <li key={t.id} className="flex">
                  <figure className="flex w-full flex-col rounded-3xl bg-white p-6 shadow-sm" data-testid="testimonial">
                    <QuoteIcon className="size-8 text-candy-pink" aria-hidden="true" />
                    <p className="mt-1 flex gap-0.5 text-amber-500" role="img" aria-label={`${t.rating} out of 5 stars`}>
                      {Array.from({ length: 5 }, (_, i) => (
                        <StarIcon key={i} className={clsx('size-4', i < t.rating ? 'fill-current' : 'opacity-30')} aria-hidden="true" />
                      ))}
                    </p>
                    <blockquote className="mt-3 flex-1 text-ink/80">“{t.quote}”</blockquote>
                    <figcaption className="mt-4">
                      <span className="block font-extrabold">{t.name}</span>
                      <span className="text-sm text-ink/70">{t.eventLabel}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          ) : (
            <div className="flex justify-center py-10">
              <Spinner label="Loading testimonials" />
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
