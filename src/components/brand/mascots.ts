// The Drip crew: the brand's four mascots, each with the flavor that is theirs. Used by the home and about pages.
export type Mascot = { id: string; name: string; flavor: string; tagline: string; image: string; color: string };

export const MASCOTS: readonly Mascot[] = [
  {
    id: 'blaze',
    name: 'Blaze',
    flavor: 'Rainbow Swirl',
    tagline: 'Loud, proud and every color at once. First in line, last to leave the party.',
    image: '/images/mascots/blaze.svg',
    color: 'from-candy-pink/30 to-candy-yellow/40',
  },
  {
    id: 'sunny',
    name: 'Sunny',
    flavor: 'Peach Cobbler Swirl',
    tagline: 'Georgia sunshine in a cone. Sunny never met a customer who did not leave smiling.',
    image: '/images/mascots/sunny.svg',
    color: 'from-candy-yellow/40 to-candy-pink/20',
  },
  {
    id: 'fluff-mama',
    name: 'Fluff Mama',
    flavor: 'Classic Pink Vanilla',
    tagline: 'The heart of the crew and keeper of the original recipe. Sweet, but she runs a tight ship.',
    image: '/images/mascots/fluff-mama.svg',
    color: 'from-candy-pink/30 to-candy-purple/25',
  },
  {
    id: 'cool-blue',
    name: 'Cool Blue',
    flavor: 'Cool Blue Mint',
    tagline: 'Too cool to melt, literally. Shades on, rain or shine, and a soft spot for Blue Raspberry.',
    image: '/images/mascots/cool-blue.svg',
    color: 'from-candy-blue/30 to-candy-mint/30',
  },
];
