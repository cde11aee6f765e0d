import { Link } from '@tanstack/react-router';
import { MascotCrew } from '@/components/brand/mascot-crew';
import { Button } from '@/components/ui/button';
import { openGamePanel } from '../../../game/ui/panel-store';
import { HomeSection as Section } from './home-section';

/** The top of the home page: the hero, the game's block and the mascot crew. */
export function HomeTop() {
  return (
    <div id="home-top">
      <Hero />
      <GameTeaser />
      <Section id="crew" title="Meet the Crew" intro="Four fluffy personalities, four signature flavors. Which one are you?">
        <MascotCrew />
      </Section>
    </div>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-candy-pink/25 via-cream to-candy-blue/25">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:grid-cols-[1.2fr_1fr] md:py-24">
        <div className="text-center md:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1 text-sm font-bold text-candy-purple-dark shadow-sm">
            <span aria-hidden="true">✨</span> Gourmet cotton candy, spun fresh in Atlanta
          </p>
          <h1 className="mt-5 text-5xl leading-tight font-extrabold md:text-6xl lg:text-7xl">
            Sweet indulgence <span className="text-candy-pink-dark">with attitude.</span>
          </h1>
          <p className="mt-4 text-2xl font-bold text-candy-purple-dark">Too cool to melt!</p>
          <p className="mt-3 max-w-xl text-lg text-ink/75 md:mx-0">
            Small-batch flavors, pop-up carts around the city, parties that people talk about for years, and a fundraiser that puts kids in charge.
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
              Spin, serve and build your sweet empire, from a street cart to a cotton-candy empire. Sign in to save your progress and climb the leaderboard.
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
