import { Link } from '@tanstack/react-router';
import { ExternalLinkIcon, PlayIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Badge } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { GALLERY_FILTERS, type GalleryFilter } from '@shared/page-search';
import { SectionHeading } from './section-heading';
import type { GalleryItem } from './types';

const FILTER_LABELS: Record<GalleryFilter, string> = { all: 'All Media', youtube: 'YouTube', tiktok: 'TikTok' };
const CARD_CLASS = 'group block overflow-hidden rounded-3xl border border-candy-purple/15 bg-cream shadow-sm';

/** A video card links to the video's canonical address; without one it is a card without a link. */
function ItemCard({ href, children }: { href: string; children: React.ReactNode }) {
  if (!href) return <div className={CARD_CLASS}>{children}</div>;
  return (
    <a href={href} target="_blank" rel="noreferrer" className={cn(CARD_CLASS, 'transition-shadow hover:shadow-lg')}>
      {children}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

export function GallerySection({
  items,
  filter,
  onFilterChange,
  profiles,
}: {
  items: GalleryItem[];
  filter: GalleryFilter;
  onFilterChange: (filter: GalleryFilter) => void;
  /** The brand's YouTube and TikTok profiles from Settings, for View All Posts. */
  profiles: { youtube: string | null; tiktok: string | null };
}) {
  const allPosts = filter === 'tiktok' ? profiles.tiktok : profiles.youtube;
  const shown = filter === 'all' ? items : items.filter((item) => item.type === filter);
  return (
    <section id="gallery" tabIndex={-1} aria-labelledby="gallery-title" className="scroll-mt-20 bg-white px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="gallery-title" eyebrow="Share the fluff" title="Stand Gallery">
          Videos and photos from stands, shown once our staff approve them. Tag yours with{' '}
          <span className="font-extrabold text-candy-pink-dark">#FluffFundraiser</span>
        </SectionHeading>
        <Tabs value={filter} onValueChange={(value) => onFilterChange(value as GalleryFilter)} className="mt-8">
          <div className="flex justify-center">
            <TabsList aria-label="Filter gallery">
              {GALLERY_FILTERS.map((value) => (
                <TabsTrigger key={value} value={value}>
                  {FILTER_LABELS[value]}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {/* One panel per filter (only the chosen one is rendered), so every tab controls a real panel. */}
          {GALLERY_FILTERS.map((value) => (
            <TabsContent key={value} value={value}>
              {shown.length === 0 ? (
                <p className="mt-8 rounded-3xl bg-candy-purple/5 p-8 text-center text-ink/70">
                  {value === 'all'
                    ? 'Stand videos and photos appear here once our staff approve them.'
                    : `${FILTER_LABELS[value]} videos from stands appear here once our staff approve them.`}
                </p>
              ) : (
                <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={`${FILTER_LABELS[value]} posts`}>
                  {shown.map((item) => (
                    <li key={item.id} data-testid="gallery-item" data-type={item.type}>
                      {item.type === 'photo' ? (
                        <Link to="/fluff-fundraiser/stands/$slug" params={{ slug: item.slug }} className={cn(CARD_CLASS, 'transition-shadow hover:shadow-lg')}>
                          <img src={item.imageUrl} alt={`Photo of ${item.title}`} loading="lazy" className="aspect-video w-full object-cover sm:aspect-[4/3]" />
                          <div className="p-4">
                            <p className="font-bold">{item.title}</p>
                            <p className="text-sm text-ink/70">Photo · {item.author}</p>
                          </div>
                        </Link>
                      ) : (
                        <ItemCard href={item.url}>
                          <div
                            className={cn(
                              'relative flex aspect-video items-center justify-center sm:aspect-[4/3]',
                              item.type === 'tiktok'
                                ? 'bg-gradient-to-br from-ink/90 to-candy-purple-dark'
                                : 'bg-gradient-to-br from-candy-pink/40 to-candy-yellow/40',
                            )}
                          >
                            <span
                              aria-hidden="true"
                              className="flex size-16 items-center justify-center rounded-full bg-white/90 text-candy-pink-dark shadow transition-transform group-hover:scale-110"
                            >
                              <PlayIcon className="size-8" />
                            </span>
                            <Badge className={cn('absolute top-3 left-3', item.type === 'youtube' ? 'bg-red-600 text-white' : 'bg-white text-ink')}>
                              {item.type === 'youtube' ? 'YouTube' : 'TikTok'}
                            </Badge>
                          </div>
                          <div className="p-4">
                            <p className="font-bold">{item.title}</p>
                            <p className="text-sm text-ink/70">{item.author}</p>
                          </div>
                        </ItemCard>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          ))}
        </Tabs>
        {allPosts ? (
          <div className="mt-8 flex justify-center">
            <a href={allPosts} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              View All Posts <ExternalLinkIcon aria-hidden="true" />
            </a>
          </div>
        ) : null}
      </div>
    </section>
  );
}
