/**
 * The title and description of each public page, read by the browser's routes (TanStack Router's head) and by the
 * server, which puts them in the HTML it sends so that search engines and link previews see them without JavaScript.
 */
export type PageText = { title: string; description: string };

export const SITE_NAME = 'Drip Cotton Candy';

export const PAGE_TEXTS = {
  '/': {
    title: 'Drip Cotton Candy — Sweet indulgence with attitude',
    description: 'Gourmet cotton candy from a family-run shop in Atlanta. Shop fresh-spun flavors, find our next pop-up, book a party and meet the Drip crew.',
  },
  '/about': {
    title: 'About — Drip Cotton Candy',
    description: 'The family behind Drip Cotton Candy: our Atlanta story, what we stand for, the founders and the mascot crew.',
  },
  '/contact': {
    title: 'Contact — Drip Cotton Candy',
    description: 'Call, email or send a message to Drip Cotton Candy in Atlanta about orders, private events or Featured Kids. We reply within 24 hours.',
  },
  '/events': {
    title: 'Pop-Up Events — Drip Cotton Candy',
    description: 'Find the Drip Cotton Candy cart at pop-ups, festivals and school nights around Atlanta. See the map and add dates to your calendar.',
  },
  '/featured-kids': {
    title: 'Featured Kids — Drip Cotton Candy',
    description: 'Meet the kids ages 8-16 who turn cotton candy stands into big causes, and nominate a kid for our monthly Featured Kids spotlight.',
  },
  '/fluff-fundraiser': {
    title: 'Fluff Fundraiser — Drip Cotton Candy',
    description:
      'Kids ages 8-16 raise money for their school, team or cause with gourmet cotton candy: up to 50% profit, starter kit, score card, leaderboard and stand map.',
  },
  '/fluff-fundraiser/leaderboard': {
    title: 'Fluff Fundraiser Leaderboard — Drip Cotton Candy',
    description:
      'Every Fluff Fundraiser stand ranked by points for sales, supporter ratings and creativity: average points per stand day or total points, by group.',
  },
  '/private-events': {
    title: 'Private Events — Drip Cotton Candy',
    description:
      'Book fresh-spun cotton candy for birthdays, schools, corporate events and festivals in Atlanta. Three party packages; we reply within 24 hours.',
  },
  '/shop': {
    title: 'Shop — Drip Cotton Candy',
    description: 'Order gourmet cotton candy tubs, fluffy merch, accessories and games from Drip Cotton Candy in Atlanta.',
  },
  '/blog': {
    title: 'Blog — Drip Cotton Candy',
    description: 'Stories from the Drip Cotton Candy kitchen: new flavors, pop-up news, party tips and our monthly Featured Kids.',
  },
  '/academy': {
    title: 'Business Academy — Drip Cotton Candy',
    description: 'Video courses from the Drip kitchen: run a cotton candy stand, invent flavors and grow a sweet business.',
  },
} as const satisfies Record<string, PageText>;

export type PublicPagePath = keyof typeof PAGE_TEXTS;

export const NOT_FOUND_TEXT: PageText = { title: 'Page not found — Drip Cotton Candy', description: 'Oops! Page not found' };

/** The `meta` list of a route's head for one of the pages above. */
export function pageMeta(path: PublicPagePath) {
  const text: PageText = PAGE_TEXTS[path];
  return [{ title: text.title }, { name: 'description', content: text.description }];
}
