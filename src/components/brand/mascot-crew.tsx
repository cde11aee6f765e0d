import { MASCOTS } from './mascots';

/** The four mascot cards, each with its flavor. `headingLevel` keeps the outline right on the page that uses it. */
export function MascotCrew({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {MASCOTS.map((mascot) => (
        <li key={mascot.id} data-testid={`mascot-${mascot.id}`} className="flex">
          <article className={`flex w-full flex-col items-center rounded-3xl bg-gradient-to-br ${mascot.color} p-6 text-center shadow-sm`}>
            <img src={mascot.image} alt="" width={128} height={128} loading="lazy" className="size-32 drop-shadow-md" />
            <Heading className="mt-3 text-2xl font-extrabold">{mascot.name}</Heading>
            <p className="mt-1 rounded-full bg-white/80 px-3 py-1 text-sm font-bold text-candy-purple-dark">
              <span className="sr-only">Flavor: </span>
              {mascot.flavor}
            </p>
            <p className="mt-3 text-sm text-ink/80">{mascot.tagline}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
