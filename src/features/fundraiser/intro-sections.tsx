import { Link } from '@tanstack/react-router';
import {
  CheckCircle2Icon,
  ClipboardListIcon,
  PlayCircleIcon,
  RocketIcon,
  SmartphoneIcon,
  TruckIcon,
  UploadCloudIcon,
  UserPlusIcon,
  WandSparklesIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { scrollToSection } from './scroll';
import { SectionHeading } from './section-heading';
import { YouTubeEmbed } from './youtube-embed';

export function HeroSection({ programVideoId }: { programVideoId: string | null }) {
  return (
    <section
      id="hero"
      tabIndex={-1}
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-candy-pink/30 via-candy-purple/20 to-candy-blue/30 px-4 py-20 md:py-28"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-10 -left-10 text-[10rem] opacity-20 select-none">
        🍭
      </div>
      <div aria-hidden="true" className="pointer-events-none absolute -right-6 -bottom-10 text-[9rem] opacity-20 select-none">
        ☁️
      </div>
      <div className="relative mx-auto max-w-4xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1 text-sm font-extrabold text-candy-purple-dark shadow-sm">
          <RocketIcon className="size-4" aria-hidden="true" /> A quest for kids ages 8-16
        </p>
        <h1 id="hero-title" className="font-display mt-5 text-5xl font-extrabold md:text-7xl">
          Fluff <span className="text-candy-pink-dark">Fundraiser</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-xl text-ink/80 md:text-2xl">
          Spin it. Sell it. Score it. Raise money for your school, team or cause with gourmet cotton candy, and keep up to 50% profit.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={() => scrollToSection('registration')}>
            Get Started
          </Button>
          {programVideoId ? (
            <Dialog>
              <DialogTrigger asChild>
                <Button size="lg" variant="outline">
                  <PlayCircleIcon aria-hidden="true" /> Watch Program Video
                </Button>
              </DialogTrigger>
              <DialogContent
                title="Fluff Fundraiser Program Video"
                description="How the quest works, from registration to the leaderboard."
                className="max-w-3xl"
              >
                <YouTubeEmbed videoId={programVideoId} title="Fluff Fundraiser program video" />
              </DialogContent>
            </Dialog>
          ) : null}
        </div>
      </div>
    </section>
  );
}

const OFFERS = [
  { icon: CheckCircle2Icon, text: 'Up to 50% profit on every tub you sell' },
  { icon: WandSparklesIcon, text: 'Themed cotton candy tubs in 16oz and 32oz' },
  { icon: ClipboardListIcon, text: 'Optional merch to raise even more' },
  { icon: TruckIcon, text: 'Fast delivery and order tracking' },
  { icon: SmartphoneIcon, text: 'Digital tools: starter kit, score card, templates and tutorials' },
];

const AUDIENCES = ['Schools', 'Sports teams', 'Church youth groups', 'Summer camps', 'Non-profits'];

export function ProgramIntroSection() {
  return (
    <section id="program-intro" tabIndex={-1} aria-labelledby="program-intro-title" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="program-intro-title" eyebrow="The program" title="Sweet Fundraising, Made Simple">
        Kids run the stand, grown-ups have their backs, and Drip brings the fluff.
      </SectionHeading>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <Card>
          <h3 className="font-display text-xl font-bold">What you get</h3>
          <ul className="mt-4 space-y-3">
            {OFFERS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-candy-pink-dark" aria-hidden="true" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h3 className="font-display text-xl font-bold">Who it's for</h3>
          <p className="mt-4 text-ink/80">Kids ages 8-16 and the parents who cheer them on, on their own or with a group:</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {AUDIENCES.map((audience) => (
              <li key={audience} className="rounded-full bg-candy-purple/15 px-3 py-1 text-sm font-bold text-candy-purple-dark">
                {audience}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-ink/70">
            Adult supervision is required for participants under 12. Please check your local regulations and permits before your first sale.
          </p>
        </Card>
      </div>
      <div className="mt-6 flex flex-col items-center gap-4 rounded-3xl bg-candy-yellow/40 p-6 text-center md:flex-row md:justify-between md:text-left">
        <p className="text-lg font-semibold">Ready to start? Contact us for your starter kit and a custom order form for your group.</p>
        <Button asChild variant="secondary">
          <Link to="/contact">Contact Us</Link>
        </Button>
      </div>
    </section>
  );
}

const STEPS = [
  {
    icon: UserPlusIcon,
    title: 'Register',
    text: 'A parent or guardian signs up and gets the starter kit, the score card and all the templates.',
  },
  {
    icon: WandSparklesIcon,
    title: 'Spin & Sell',
    text: 'Order your themed 16oz and 32oz tubs, set up your stand and sell to friends, neighbors and fans.',
  },
  {
    icon: UploadCloudIcon,
    title: 'Upload & Score',
    text: 'Add your story, photo and videos to your stand page. Sales, supporters’ star ratings and creativity earn points.',
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" tabIndex={-1} aria-labelledby="how-it-works-title" className="bg-white px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="how-it-works-title" eyebrow="The quest" title="How It Works" />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-3xl border-2 border-candy-pink/30 bg-cream p-6 pt-10 text-center">
              <span
                aria-hidden="true"
                className="font-display absolute -top-6 left-1/2 flex size-12 -translate-x-1/2 items-center justify-center rounded-full bg-candy-pink-dark text-2xl font-extrabold text-white shadow"
              >
                {index + 1}
              </span>
              <Icon className="mx-auto size-10 text-candy-purple-dark" aria-hidden="true" />
              <h3 className="font-display mt-3 text-2xl font-bold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-ink/75">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
