import { Link } from '@tanstack/react-router';
import { HandHeartIcon, LeafIcon, MapPinIcon, SmileIcon, SparklesIcon } from 'lucide-react';
import { MascotCrew } from '@/components/brand/mascot-crew';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { api } from '@/lib/trpc';

const VALUES = [
  {
    title: 'Fresh, Every Time',
    text: 'Spun to order from pure cane sugar, packed while it is still light, never sitting in a warehouse.',
    Icon: LeafIcon,
    tone: 'bg-candy-mint/30 text-ink',
  },
  {
    title: 'Attitude Included',
    text: 'Bold colors, loud flavors and a crew that makes every customer feel like the main character.',
    Icon: SparklesIcon,
    tone: 'bg-candy-pink/20 text-candy-pink-dark',
  },
  {
    title: 'Kids Run the Show',
    text: 'Through the Fluff Fundraiser and Featured Kids, young entrepreneurs raise real money for real causes.',
    Icon: SmileIcon,
    tone: 'bg-candy-yellow/40 text-ink',
  },
  {
    title: 'Rooted in Atlanta',
    text: 'Neighborhood pop-ups, school nights and a share of sales that goes back into the community.',
    Icon: HandHeartIcon,
    tone: 'bg-candy-purple/20 text-candy-purple-dark',
  },
];

const FOUNDERS = [
  {
    name: 'Keisha Bell',
    role: 'Co-founder & Head of Flavor',
    bio: 'Keisha spun her first cone at a church carnival and never stopped. She develops every flavor in the Westside kitchen, with Grandma Ruth as the final judge.',
    initials: 'KB',
    tone: 'bg-candy-pink/30',
  },
  {
    name: 'Marcus Bell',
    role: 'Co-founder & Chief Cart Officer',
    bio: 'Marcus runs the pop-ups, the parties and the pink cart itself. He has towed it to every corner of the metro and knows where to park at Piedmont Park.',
    initials: 'MB',
    tone: 'bg-candy-blue/30',
  },
  {
    name: 'Jada & Miles Bell',
    role: 'Junior Partners',
    bio: 'Our kids name the flavors, test the games and ran the very first Fluff Fundraiser stand. They are the reason the fundraiser exists.',
    initials: 'JM',
    tone: 'bg-candy-yellow/40',
  },
];

export function AboutPage() {
  const settings = api.content.settings.useQuery();
  const contact = settings.data?.contact;

  return (
    <div>
      <section className="bg-gradient-to-br from-candy-pink/20 via-cream to-candy-blue/20">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h1 className="text-4xl font-extrabold md:text-6xl">About Drip Cotton Candy</h1>
          <p className="mt-4 text-2xl font-bold text-candy-purple-dark">Sweet indulgence with attitude. Too cool to melt!</p>
        </div>
      </section>

      <section aria-labelledby="story" className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-[1fr_18rem]">
        <div>
          <h2 id="story" className="text-3xl font-extrabold md:text-4xl">
            Our Story
          </h2>
          <div className="mt-4 space-y-4 text-lg text-ink/80">
            <p>
              Drip started at our kitchen table in Atlanta, with a secondhand cotton candy machine, two kids who wanted a summer business, and a Sunday dessert
              tradition we could not stop talking about.
            </p>
            <p>
              That first summer we spun cones at block parties and church carnivals. People kept coming back, and they kept asking for flavors nobody else made.
              So we built a small kitchen on the Westside, bought a pink cart, and turned a family hobby into a family business.
            </p>
            <p>
              Today we spin gourmet cotton candy for pop-ups across the metro, parties of every size and shops that want something different. And we still
              answer every message ourselves.
            </p>
          </div>
        </div>
        <img
          src="/images/mascots/fluff-mama.svg"
          alt="Fluff Mama, our mascot and keeper of the original recipe"
          width={288}
          height={288}
          className="mx-auto size-60 md:size-72"
        />
      </section>

      <section aria-labelledby="values" className="bg-candy-purple/10">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="values" className="text-center text-3xl font-extrabold md:text-4xl">
            What We Stand For
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ title, text, Icon, tone }) => (
              <li key={title} className="flex">
                <Card className="w-full">
                  <span className={`flex size-12 items-center justify-center rounded-2xl ${tone}`}>
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-xl font-extrabold">{title}</h3>
                  <p className="mt-2 text-ink/75">{text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="founders" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="founders" className="text-center text-3xl font-extrabold md:text-4xl">
          Meet the Founders
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {FOUNDERS.map((founder) => (
            <li key={founder.name} className="flex">
              <Card className="w-full text-center">
                <span
                  className={`mx-auto flex size-20 items-center justify-center rounded-full font-display text-2xl font-extrabold text-ink ${founder.tone}`}
                  aria-hidden="true"
                >
                  {founder.initials}
                </span>
                <h3 className="mt-4 text-xl font-extrabold">{founder.name}</h3>
                <p className="text-sm font-bold text-candy-purple-dark">{founder.role}</p>
                <p className="mt-3 text-ink/75">{founder.bio}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="mascots" className="bg-candy-pink/10">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="mascots" className="text-center text-3xl font-extrabold md:text-4xl">
            The Mascot Crew
          </h2>
          <p className="mx-auto mt-2 mb-8 max-w-2xl text-center text-ink/70">Say hi at the cart: they love a photo.</p>
          <MascotCrew />
        </div>
      </section>

      <section aria-labelledby="location" className="mx-auto max-w-5xl px-4 py-14">
        <Card className="grid gap-8 md:grid-cols-[1fr_auto] md:items-center">
          <div>
            <h2 id="location" className="text-3xl font-extrabold">
              Find Us
            </h2>
            <p className="mt-3 inline-flex items-start gap-2 text-lg text-ink/80">
              <MapPinIcon className="mt-1 size-5 shrink-0 text-candy-pink-dark" aria-hidden="true" />
              <span>
                Our kitchen is on Atlanta's Westside
                {contact ? (
                  <>
                    , at <span className="font-bold">{contact.address}</span>
                  </>
                ) : null}
                . Pickup orders are ready there; the pink cart is out at pop-ups across the metro.
              </span>
            </p>
            {contact ? <p className="mt-2 text-ink/70">Phone hours: {contact.hoursText}</p> : null}
            {settings.isError ? (
              <LoadError what="our address and phone hours" onRetry={() => settings.refetch()} className="items-start py-4 text-left" />
            ) : null}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
            <Button asChild>
              <Link to="/events">Find a Pop-Up</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/shop">Shop Online</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/contact">Contact Us</Link>
            </Button>
          </div>
        </Card>
      </section>
    </div>
  );
}
