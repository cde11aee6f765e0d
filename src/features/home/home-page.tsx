import { Link } from '@tanstack/react-router';
import { CalendarDaysIcon, HeartIcon, InstagramIcon, MapPinIcon, MessageCircleIcon, PartyPopperIcon, SparklesIcon, StarIcon } from 'lucide-react';
import { MascotCrew } from '@/components/brand/mascot-crew';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate, formatTime } from '@/lib/format';
import { api } from '@/lib/trpc';
import { openGamePanel } from '../../../game/ui/panel-store';
import { instagramAlt } from './carousel';
import { SweetFactsCarousel } from './sweet-facts-carousel';

export function HomePage() {
  const home = api.content.home.useQuery();
  return (
    <>
      <Hero />
      <GameTeaser />
      <Section id="crew" title="Meet the Crew" intro="Four fluffy personalities, four signature flavors. Which one are you?">
        <MascotCrew />
      </Section>
      <CategoryTeasers />
      <Section id="sweet-facts" title="Sweet Facts" intro="A little cotton candy trivia to share while you wait in line." tinted>
        {home.data ? <SweetFactsCarousel facts={home.data.facts} /> : <Loading />}
      </Section>
      <section aria-label="What's happening" className="mx-auto grid max-w-7xl gap-6 px-4 py-14 md:grid-cols-2">
        {home.data ? (
          <>
            <PopUpTeaser event={home.data.nextEvent} />
            <FeaturedKidTeaser kid={home.data.featuredKid} />
          </>
        ) : (
          <Loading />
        )}
      </section>
      <Section id="instagram" title="Follow the Drip" intro="Fresh from @dripcottoncandy on Instagram.">
        {home.data ? <InstagramGrid posts={home.data.instagram} /> : <Loading />}
      </Section>
      <BookNowBanner />
    </>
  );
}

function Loading() {
  return (
    <div className="flex justify-center py-10">
      <Spinner />
    </div>
  );
}

function Section({
  id,
  title,
  intro,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  tinted?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={tinted ? 'bg-candy-purple/10' : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-14">
        <div className="mb-8 text-center">
          <h2 id={`${id}-title`} className="text-3xl font-extrabold md:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-ink/70">{intro}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-candy-pink/25 via-cream to-candy-blue/25">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:grid-cols-[1.2fr_1fr] md:py-24">
        <div className="text-center md:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1 text-sm font-bold text-candy-purple-dark shadow-sm">
            <SparklesIcon className="size-4" aria-hidden="true" /> Gourmet cotton candy, spun fresh in Atlanta
          </p>
          <h1 className="mt-5 text-5xl leading-tight font-extrabold md:text-6xl lg:text-7xl">
            Sweet indulgence <span className="text-candy-pink-dark">with attitude.</span>
          </h1>
          <p className="mt-4 text-2xl font-bold text-candy-purple-dark">Too cool to melt!</p>
          <p className="mt-3 max-w-xl text-lg text-ink/75 md:mx-0">
            Small-batch flavors, pop-up carts around the city, parties that people talk about for years, and a fundraiser
            that puts kids in charge.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start">
            <Button asChild size="lg">
              <Link to="/shop">Shop Now</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/events">Find Pop-Ups</Link>
            </Button>
          </div>
        </div>
        <div className="relative mx-auto grid max-w-sm grid-cols-2 gap-4" aria-hidden="true">
          <img src="/images/mascots/fluff-mama.svg" alt="" width={160} height={160} className="size-24 -rotate-6 drop-shadow-lg sm:size-36 md:size-40" />
          <img src="/images/mascots/cool-blue.svg" alt="" width={160} height={160} className="mt-10 size-24 rotate-6 drop-shadow-lg sm:size-36 md:size-40" />
          <img src="/images/mascots/sunny.svg" alt="" width={160} height={160} className="size-24 rotate-3 drop-shadow-lg sm:size-36 md:size-40" />
          <img src="/images/mascots/blaze.svg" alt="" width={160} height={160} className="mt-6 size-24 -rotate-3 drop-shadow-lg sm:size-36 md:size-40" />
        </div>
      </div>
    </section>
  );
}

/** The game's block on the home page. Plain React: the game itself loads only when the visitor presses Play now. */
function GameTeaser() {
  return (
    <section aria-labelledby="game-title" className="mx-auto max-w-7xl px-4 pt-14">
      <div className="flex flex-col items-center gap-6 rounded-3xl bg-ink p-8 text-white shadow-lg md:flex-row md:justify-between md:p-10">
        <div className="flex items-center gap-5">
          <span className="hidden text-6xl sm:block" aria-hidden="true">
            🍭
          </span>
          <div>
            <p className="text-sm font-bold tracking-widest text-candy-yellow uppercase">Play the game</p>
            <h2 id="game-title" className="mt-1 text-3xl font-extrabold">
              Cotton-Candy Hustle
            </h2>
            <p className="mt-2 max-w-xl text-white/80">
              Spin, serve and build your sweet empire, from a street cart to a cotton-candy empire. Sign in to save your
              progress and climb the leaderboard.
            </p>
          </div>
        </div>
        <Button size="lg" onClick={openGamePanel} className="bg-candy-yellow text-ink hover:bg-candy-yellow/90">
          Play now
        </Button>
      </div>
    </section>
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
              <span className="mt-4 font-bold text-candy-pink-dark group-hover:underline">
                Shop {teaser.title} <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type NextEvent = { title: string; eventDate: string; startTime: string; endTime: string; location: string; address: string } | null;

function PopUpTeaser({ event }: { event: NextEvent }) {
  return (
    <Card className="flex flex-col bg-gradient-to-br from-candy-blue/15 to-white" data-testid="popup-teaser">
      <p className="inline-flex items-center gap-2 text-sm font-bold tracking-widest text-candy-blue-dark uppercase">
        <CalendarDaysIcon className="size-4" aria-hidden="true" /> Next pop-up
      </p>
      {event ? (
        <>
          <h2 className="mt-2 text-2xl font-extrabold">{event.title}</h2>
          <p className="mt-2 font-bold text-ink/80">
            {formatLongDate(event.eventDate)} · {formatTime(event.startTime)} – {formatTime(event.endTime)}
          </p>
          <p className="mt-1 inline-flex items-start gap-1 text-ink/70">
            <MapPinIcon className="mt-1 size-4 shrink-0" aria-hidden="true" /> {event.location}, {event.address}
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
    </Card>
  );
}

type Kid = { name: string; age: number; story: string; imageUrl: string } | null;

function FeaturedKidTeaser({ kid }: { kid: Kid }) {
  return (
    <Card className="flex flex-col bg-gradient-to-br from-candy-yellow/25 to-white" data-testid="featured-kid-teaser">
      <p className="inline-flex items-center gap-2 text-sm font-bold tracking-widest text-candy-pink-dark uppercase">
        <StarIcon className="size-4" aria-hidden="true" /> Featured Kid of the Month
      </p>
      {kid ? (
        <div className="mt-3 flex gap-4">
          {kid.imageUrl ? <img src={kid.imageUrl} alt={`Portrait of ${kid.name}`} width={96} height={96} loading="lazy" className="size-24 shrink-0 rounded-2xl bg-white" /> : null}
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
    </Card>
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
            <a
              href={post.url}
              target="_blank"
              rel="noopener noreferrer"
              className="group relative block aspect-square overflow-hidden rounded-2xl bg-white shadow-sm"
            >
              <img src={post.image} alt={instagramAlt(post.caption)} loading="lazy" className="size-full object-contain p-3 pb-9 transition-transform group-hover:scale-105" />
              <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-3 bg-ink/80 py-1.5 text-sm font-bold text-white">
                <span className="inline-flex items-center gap-1">
                  <HeartIcon className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">Likes:</span> {post.likes}
                </span>
                <span className="inline-flex items-center gap-1">
                  <MessageCircleIcon className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">Comments:</span> {post.comments}
                </span>
              </span>
              <span className="sr-only"> (opens Instagram in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center">
        <a href={profile} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 font-bold text-candy-purple-dark hover:underline">
          <InstagramIcon className="size-5" aria-hidden="true" /> Follow @dripcottoncandy
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
            <PartyPopperIcon className="size-4" aria-hidden="true" /> Private events
          </p>
          <h2 id="book-title" className="mt-2 text-3xl font-extrabold md:text-4xl">
            Make your party the sweetest one yet
          </h2>
          <p className="mt-2 max-w-2xl text-white/90">
            Birthdays, school carnivals, weddings and company picnics: we bring the cart, the crew and the fluff.
          </p>
        </div>
        <Button asChild size="lg" className="bg-white text-candy-pink-dark hover:bg-white/90">
          <Link to="/private-events">Book Now</Link>
        </Button>
      </div>
    </section>
  );
}
