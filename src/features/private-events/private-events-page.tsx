import { BriefcaseIcon, CakeIcon, GraduationCapIcon, SparklesIcon, TentIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { deferredSection } from '@/lib/deferred-section';

// Below the first screen: the packages, the booking form (with its schema and form code) and the testimonials. Their
// code loads, and their markup comes alive, as the visitor scrolls towards them.
const PackagesSection = deferredSection('party-packages', () => import('./packages-section').then((module) => module.PackagesSection));
const BookingSection = deferredSection('booking', () => import('./booking-section').then((module) => module.BookingSection));
const TestimonialsSection = deferredSection('host-testimonials', () => import('./testimonials-section').then((module) => module.TestimonialsSection));

/** Loads the code of the page's deferred sections: the route's loader awaits it (see deferredSection). */
export const loadPrivateEventsSections = () => Promise.all([PackagesSection, BookingSection, TestimonialsSection].map((section) => section.load()));

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
                <span className={`mx-auto flex size-14 items-center justify-center rounded-2xl ${tone}`}>
                  <Icon className="size-7" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-xl font-extrabold">{title}</h3>
                <p className="mt-2 text-ink/75">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <PackagesSection packageId={packageId} onSelect={selectPackage} />
      <BookingSection packageId={packageId} onPackageChange={setPackageId} />
      <TestimonialsSection />
    </div>
  );
}
