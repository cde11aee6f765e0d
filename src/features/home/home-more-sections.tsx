import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { formatLongDate, formatTime } from '@/lib/format';
import { api } from '@/lib/trpc';
import { instagramAlt } from './carousel';
import { HomeSection as Section } from './home-section';
import { SweetFactsCarousel } from './sweet-facts-carousel';

/** The home page below the mascot crew: its own chunk, fetched when the visitor scrolls towards it. */
export default function HomeMoreSections() {
  const home = api.content.home.useQuery();
  if (!home.data) {
    // A failed read keeps the rest of the home page; this part offers to ask again.
    return home.isError ? (
      <section aria-label="What's happening" className="mx-auto max-w-7xl px-4">
        <LoadError what="the latest news" onRetry={() => home.refetch()} />
      </section>
    ) : null;
  }
  return (
    <>
      <CategoryTeasers />
      <Section id="sweet-facts" title="Sweet Facts" intro="A little cotton candy trivia to share while you wait in line." tinted>
        <SweetFactsCarousel facts={home.data.facts} />
      </Section>
      <section aria-label="What's happening" className="mx-auto grid max-w-7xl gap-6 px-4 py-14 md:grid-cols-2">
        <PopUpTeaser event={home.data.nextEvent} />
        <FeaturedKidTeaser kid={home.data.featuredKid} />
      </section>
      <Section id="instagram" title="Follow the Drip" intro="Fresh from @dripcottoncandy on Instagram.">
        <InstagramGrid posts={home.data.instagram} />
      </Section>
      <BookNowBanner />
    </>
  );
}

const CATEGORY_TEASERS = [
  {
    category: 'cotton-candy',
    title: 'Cotton Candy',
    text: 'Fresh-spun cones and sealed tubs in 16oz and 32oz, from Classic Pink to Peach Cobbler Swirl.',
    image: '/images/products/classic-pink-tub-32oz.svg',
    tone: 'bg-candy-pink/20',
  },
  {
    category: 'fluff-collection',
    title: 'Fluff Collection',
    text: 'Resealable bags of our seasonal and signature fluff. Grab a sampler and find your flavor.',
    image: '/images/products/fluff-mama-sampler.svg',
    tone: 'bg-candy-purple/20',
  },
  {
    category: 'accessories',
    title: 'Accessories',
    text: 'Tees, snapbacks and stickers for anyone who is too cool to melt.',
    image: '/images/products/too-cool-snapback.svg',
    tone: 'bg-candy-blue/20',
  },
] as const;

function CategoryTeasers() {
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 pb-14">
      <h2 id="categories-title" className="mb-8 text-center text-3xl font-extrabold md:text-4xl">
        Shop by Craving
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {CATEGORY_TEASERS.map((teaser) => (
          <li key={teaser.category} className="flex">
            <Link
              to="/shop"
              search={{ category: teaser.category }}
              className={`group flex w-full flex-col items-center rounded-3xl ${teaser.tone} p-6 text-center transition-transform hover:-translate-y-1`}
            >
              <img src={teaser.image} alt="" width={140} height={140} loading="lazy" className="size-32 drop-shadow" />
              <h3 className="mt-4 text-2xl font-extrabold">{teaser.title}</h3>
              <p className="mt-2 text-ink/75">{teaser.text}</p>
              <span className="mt-4 font-bold text-candy-purple-dark group-hover:underline">
                Shop {teaser.title} <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const TEASER_CARD = 'flex flex-col rounded-3xl border border-candy-purple/15 bg-gradient-to-br to-white p-6 shadow-sm';

type NextEvent = { title: string; eventDate: string; startTime: string; endTime: string; location: string; address: string } | null;

function PopUpTeaser({ event }: { event: NextEvent }) {
  return (
    <div className={TEASER_CARD + ' from-candy-blue/15'} data-testid="popup-teaser">
      <p className="inline-flex items-center gap-2 text-sm font-bold tracking-widest text-candy-blue-dark uppercase">
        <span aria-hidden="true">📅</span> Next pop-up
      </p>
      {event ? (
        <>
          <h2 className="mt-2 text-2xl font-extrabold">{event.title}</h2>
          <p className="mt-2 font-bold text-ink/80">
            {formatLongDate(event.eventDate)} · {formatTime(event.startTime)} – {formatTime(event.endTime)}
          </p>
          <p className="mt-1 inline-flex items-start gap-1 text-ink/70">
            <span aria-hidden="true">📍</span> {event.location}, {event.address}
          </p>
        </>
      ) : (
        <>
          <h2 className="mt-2 text-2xl font-extrabold">New dates coming soon</h2>
          <p className="mt-2 text-ink/70">We are planning the next round of pop-ups. Check the calendar or follow us for the announcement.</p>
        </>
      )}
      <div className="mt-auto pt-5">
        <Button asChild variant="secondary">
          <Link to="/events">See all pop-ups</Link>
        </Button>
      </div>
    </div>
  );
}

type Kid = { name: string; age: number; story: string; imageUrl: string } | null;

function FeaturedKidTeaser({ kid }: { kid: Kid }) {
  return (
    <div className={TEASER_CARD + ' from-candy-yellow/25'} data-testid="featured-kid-teaser">
      <p className="inline-flex items-center gap-2 text-sm font-bold tracking-widest text-candy-pink-dark uppercase">
        <span aria-hidden="true">⭐</span> Featured Kid of the Month
      </p>
      {kid ? (
        <div className="mt-3 flex gap-4">
          {kid.imageUrl ? (
            <img src={kid.imageUrl} alt={`Portrait of ${kid.name}`} width={96} height={96} loading="lazy" className="size-24 shrink-0 rounded-2xl bg-white" />
          ) : null}
          <div>
            <h2 className="text-2xl font-extrabold">
              {kid.name}, {kid.age}
            </h2>
            <p className="mt-1 line-clamp-3 text-ink/75">{kid.story}</p>
          </div>
        </div>
      ) : (
        <>
          <h2 className="mt-2 text-2xl font-extrabold">Know an amazing kid?</h2>
          <p className="mt-2 text-ink/70">Every month we celebrate a young go-getter who gives back.</p>
        </>
      )}
      <div className="mt-auto pt-5">
        <Button asChild variant="outline">
          <Link to="/featured-kids">Meet our Featured Kids</Link>
        </Button>
      </div>
    </div>
  );
}

type Post = { id: string; image: string; caption: string; likes: number; comments: number; url: string };

const DEFAULT_INSTAGRAM = 'https://www.instagram.com/dripcottoncandy';

function InstagramGrid({ posts }: { posts: Post[] }) {
  const settings = api.content.settings.useQuery();
  const profile = settings.data?.social?.instagram ?? DEFAULT_INSTAGRAM;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6" data-testid="instagram-grid">
        {posts.map((post) => (
          <li key={post.id}>
            <InstagramTile url={post.url || profile}>
              <img
                src={post.image}
                alt={instagramAlt(post.caption)}
                loading="lazy"
                className="size-full object-contain p-3 pb-9 transition-transform group-hover:scale-105"
              />
              <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-3 bg-ink/80 py-1.5 text-sm font-bold text-white">
                <span>
                  <span aria-hidden="true">♥</span>
                  <span className="sr-only">Likes:</span> {post.likes}
                </span>
                <span>
                  <span aria-hidden="true">💬</span>
                  <span className="sr-only">Comments:</span> {post.comments}
                </span>
              </span>
            </InstagramTile>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center">
        <a href={profile} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 font-bold text-candy-purple-dark hover:underline">
          Follow @dripcottoncandy on Instagram
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </>
  );
}

function BookNowBanner() {
  return (
    <section aria-labelledby="book-title" className="mx-auto max-w-7xl px-4 pb-4">
      <div className="flex flex-col items-center gap-6 rounded-3xl bg-gradient-to-r from-candy-pink-dark to-candy-purple-dark p-8 text-center text-white shadow-lg md:flex-row md:justify-between md:p-12 md:text-left">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-bold tracking-widest uppercase">
            <span aria-hidden="true">🎉</span> Private events
          </p>
          <h2 id="book-title" className="mt-2 text-3xl font-extrabold md:text-4xl">
            Make your party the sweetest one yet
          </h2>
          <p className="mt-2 max-w-2xl text-white/90">Birthdays, school carnivals, weddings and company picnics: we bring the cart, the crew and the fluff.</p>
        </div>
        <Button asChild size="lg" className="bg-white text-candy-pink-dark hover:bg-white/90">
          <Link to="/private-events">Book Now</Link>
        </Button>
      </div>
    </section>
  );
}

const TILE_CLASS = 'group relative block aspect-square overflow-hidden rounded-2xl bg-white shadow-sm';

/**
 * Every tile opens Instagram in a new tab: the post when staff entered its address, else the business's profile
 * (never a made-up post address).
 */
function InstagramTile({ url, children }: { url: string; children: React.ReactNode }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={TILE_CLASS}>
      {children}
      <span className="sr-only"> (opens Instagram in a new tab)</span>
    </a>
  );
}
