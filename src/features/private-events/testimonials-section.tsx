import { QuoteIcon, StarIcon } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/trpc';
import { cn } from '@/lib/utils';

/** What past hosts said, with their stars. */
export function TestimonialsSection() {
  const testimonials = api.content.testimonials.useQuery();
  return (
    <section id="host-testimonials" aria-labelledby="testimonials" className="bg-candy-pink/10">
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
                      <StarIcon key={i} className={cn('size-4', i < t.rating ? 'fill-current' : 'opacity-30')} aria-hidden="true" />
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
  );
}
