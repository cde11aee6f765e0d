import type { FulfilmentSettings } from '@shared/schemas/fulfilment';
import type { SampleCalendar } from './sample-calendar';
import type {
  achievements,
  blogPosts,
  courses,
  events,
  faqItems,
  featuredKids,
  instagramPosts,
  lessons,
  partyPackages,
  productImages,
  products,
  productVariants,
  resourceTemplates,
  sweetFacts,
  testimonials,
  videoTutorials,
} from './schema';

// Everything a new database starts with: the business's sample content, written as the real business would.
// Every row carries a fixed id (or its natural key), so seeding again inserts nothing twice. Dates are written for
// SAMPLE_CONTENT_DAY and moved to sit the same way around the day the database is seeded (see sample-calendar.ts).

type WithId<T> = Omit<T, 'id'> & { id: string };

export type SeedEvent = WithId<typeof events.$inferInsert>;
export type SeedFeaturedKid = WithId<typeof featuredKids.$inferInsert>;
export type SeedPartyPackage = WithId<typeof partyPackages.$inferInsert>;
export type SeedBlogPost = WithId<typeof blogPosts.$inferInsert>;
export type SeedSweetFact = WithId<typeof sweetFacts.$inferInsert>;
export type SeedInstagramPost = WithId<typeof instagramPosts.$inferInsert>;
export type SeedTestimonial = WithId<typeof testimonials.$inferInsert>;
export type SeedVideoTutorial = WithId<typeof videoTutorials.$inferInsert>;
export type SeedResourceTemplate = WithId<typeof resourceTemplates.$inferInsert>;
export type SeedFaqItem = WithId<typeof faqItems.$inferInsert>;
export type SeedAchievement = typeof achievements.$inferInsert;
export type SeedProduct = WithId<typeof products.$inferInsert> & {
  variants: WithId<Omit<typeof productVariants.$inferInsert, 'productId'>>[];
  images: WithId<Omit<typeof productImages.$inferInsert, 'productId'>>[];
};
export type SeedCourse = WithId<typeof courses.$inferInsert> & {
  lessons: WithId<Omit<typeof lessons.$inferInsert, 'courseId'>>[];
};
export type ContactSettings = { phone: string; email: string; address: string; hoursText: string };
export type SocialSettings = { instagram: string; tiktok: string; youtube: string; facebook: string };
export type SeedSiteSettings = { contact: ContactSettings; social: SocialSettings };

// ---------------------------------------------------------------------------------------------------------------
// Pop-up events. Two are already past on the seed day, so "past events are not listed" can be seen at once.

export function seedEvents(when: SampleCalendar): SeedEvent[] {
  return [
    {
      id: 'd61fcdb7-189c-457c-941f-b08a8269a4fe',
      title: 'Westside Saturday Pop-Up',
      description:
        'Our first pop-up of the fall, right by the fountain. Fresh-spun cones in Classic Pink and Blue Raspberry, plus first tastes of Peach Cobbler Swirl before it hits the shop.',
      location: 'Westside Provisions District',
      address: '1198 Howell Mill Rd NW, Atlanta, GA 30318',
      eventDate: when.day('2026-09-19'),
      startTime: '11:00:00',
      endTime: '16:00:00',
      type: 'regular',
      lat: 33.7866,
      lng: -84.4124,
    },
    {
      id: 'acef89c1-679c-4e22-8bc3-79932cb55327',
      title: 'Fall Family Day at Piedmont Park',
      description:
        'Bring a blanket and the whole crew. We will be spinning all afternoon near the Park Drive entrance, with a kids-only Spin Your Own station from 1 to 3 (grown-up helpers welcome).',
      location: 'Piedmont Park',
      address: '400 Park Dr NE, Atlanta, GA 30306',
      eventDate: when.day('2026-11-07'),
      startTime: '10:00:00',
      endTime: '17:00:00',
      type: 'festival',
      lat: 33.7851,
      lng: -84.3738,
    },
    {
      id: 'a75ca606-ac82-439d-957c-f8021ffb1dab',
      title: 'Holiday Kickoff at Ponce City Market',
      description:
        'Candy-cane swirl and Gingerbread Fluff make their debut. Find the pink cart on the Central Food Hall level. Pre-order party tubs online and pick them up at the cart.',
      location: 'Ponce City Market',
      address: '675 Ponce De Leon Ave NE, Atlanta, GA 30308',
      eventDate: when.day('2026-11-21'),
      startTime: '12:00:00',
      endTime: '19:00:00',
      type: 'regular',
      lat: 33.7726,
      lng: -84.3655,
    },
    {
      id: '2368acf8-96e8-48c0-ac9b-de3216e9d755',
      title: 'Winter Sweets on Decatur Square',
      description:
        'Hot cocoa from our neighbors, cotton candy from us. Fluff Mama herself will be at the cart, and every 32oz tub sold gives $2 to the Decatur Cooperative Ministry coat drive.',
      location: 'Decatur Square',
      address: '101 E Court Square, Decatur, GA 30030',
      eventDate: when.day('2026-12-12'),
      startTime: '13:00:00',
      endTime: '18:00:00',
      type: 'regular',
      lat: 33.7748,
      lng: -84.2963,
      // Shop orders can be picked up at the cart.
      allowsPickup: true,
    },
    {
      id: '70e6c86b-8df0-4245-9b47-362cac05138a',
      title: 'Family Science Night: The Physics of Fluff',
      description:
        'Why does spun sugar turn into a cloud? We bring the machine, the kids bring the questions. A hands-on demo for grades 3-5, followed by a cone for every young scientist.',
      location: 'Grant Park Community School',
      address: '537 Cherokee Ave SE, Atlanta, GA 30312',
      eventDate: when.day('2027-01-29'),
      startTime: '17:30:00',
      endTime: '20:00:00',
      type: 'school',
      lat: 33.7385,
      lng: -84.37,
    },
    {
      id: 'd99ddccd-c808-43a5-b17e-cc6959b37c4d',
      title: 'Spring Arts Stroll at Historic Fourth Ward Park',
      description:
        'Local makers, live music along the BeltLine and a pastel cart full of Cool Blue Mint. Look for the giant inflatable cone by the splash pad.',
      location: 'Historic Fourth Ward Park',
      address: '680 Dallas St NE, Atlanta, GA 30308',
      eventDate: when.day('2027-03-20'),
      startTime: '11:00:00',
      endTime: '17:00:00',
      type: 'festival',
      lat: 33.7628,
      lng: -84.3634,
    },
    {
      id: 'c875ced0-93c9-4359-8c11-87c28bed997b',
      title: 'Marietta Square Saturday Market',
      description:
        'Early birds get the first spin: we start at 9 sharp next to the farmers. Grab a 16oz tub for the drive home; it stays fresh for two weeks sealed.',
      location: 'Marietta Square',
      address: '65 Church St, Marietta, GA 30060',
      eventDate: when.day('2027-04-17'),
      startTime: '09:00:00',
      endTime: '13:00:00',
      type: 'regular',
      lat: 33.9526,
      lng: -84.5499,
    },
    {
      id: '742e7ced-5269-4094-bcee-3bdbee352dfd',
      title: 'Field Day at Kirkwood Community School',
      description: "Sack races, tug-of-war and a well-earned cone at the finish line. The PTA keeps 50% of every tub sold for next year's playground fund.",
      location: 'Kirkwood Community School',
      address: '138 Kirkwood Rd NE, Atlanta, GA 30317',
      eventDate: when.day('2027-05-14'),
      startTime: '09:30:00',
      endTime: '14:00:00',
      type: 'school',
      lat: 33.756,
      lng: -84.321,
    },
    {
      id: 'fa44e578-78de-4f6c-9ee8-f890ff5da548',
      title: 'Summer Kickoff at Centennial Olympic Park',
      description: 'The big one. Three carts, six flavors and the first spin of our summer special, Lemonade Stand. Too cool to melt, even in June.',
      location: 'Centennial Olympic Park',
      address: '265 Park Ave W NW, Atlanta, GA 30313',
      eventDate: when.day('2027-06-19'),
      startTime: '12:00:00',
      endTime: '20:00:00',
      type: 'festival',
      lat: 33.7603,
      lng: -84.3933,
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Featured kids: the latest spotlight month is "this month's" kid.

export function seedFeaturedKids(when: SampleCalendar): SeedFeaturedKid[] {
  return [
    {
      id: '9a26f0f9-738d-477c-8b5a-fe721a3b30df',
      name: 'Amara W.',
      age: 11,
      story:
        "Amara runs a Saturday cotton candy stand on her grandmother's porch in East Point. She designs her own signs, keeps a notebook of which flavors sell best (Blue Raspberry, every time) and greets every customer by name by their second visit. This fall she set herself a goal: raise enough to send her school robotics club to the state tournament.",
      dream: 'To build robots that help people, and one day a robot that can spin the perfect cone.',
      contribution: 'Sold 140 tubs over three Saturdays and raised $860 for the Harper Elementary Robotics Club. Drip matched her first $200.',
      imageUrl: '/images/kids/amara.svg',
      isFeatured: true,
      spotlightMonth: when.month('2026-11-01'),
    },
    {
      id: '46caa978-1169-45fc-8316-9bbad9a64931',
      name: 'Mateo R.',
      age: 14,
      story:
        'Mateo plays center midfield for the Southside Strikers U15 team. When the team learned the regional tournament in Chattanooga would cost more than most families could cover, he pitched a Fluff Fundraiser stand at home games and recruited four teammates to run shifts with him.',
      dream: 'To play college soccer and become a sports physical therapist.',
      contribution: 'Raised $1,240 for the team travel fund, enough to cover the bus and hotel for the whole squad.',
      imageUrl: '/images/kids/mateo.svg',
      isFeatured: true,
      spotlightMonth: when.month('2026-10-01'),
    },
    {
      id: '88d612fa-2e05-43c0-ba2d-6bbba8fda9ab',
      name: 'Jasmine T.',
      age: 9,
      story:
        'Jasmine and her mom set up a stand outside their church in Southwest Atlanta after service every Sunday in August. Jasmine handled the cones, Mom handled the money box, and their dog Biscuit handled the greeting. Every tub came with a hand-drawn thank-you card.',
      dream: 'To become a veterinarian and open an animal clinic in her neighborhood.',
      contribution: 'Donated $415 to a local animal rescue to pay for vaccines for twelve foster puppies.',
      imageUrl: '/images/kids/jasmine.svg',
      isFeatured: true,
      spotlightMonth: when.month('2026-09-01'),
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Party packages (prices in cents; the features are the business's own wording, kept word for word).

export const seedPartyPackages: SeedPartyPackage[] = [
  {
    id: 'e7a01ae0-c63d-4097-902d-ff2bbd66d13b',
    slug: 'fluffy-basic',
    name: 'Fluffy Basic',
    priceCents: 19900,
    description: 'Just right for a backyard birthday or a classroom celebration. We show up, spin, and leave the place cleaner than we found it.',
    features: ['2 hours of service', 'Up to 30 servings', '2 flavors', '1 staff member'],
    isPopular: false,
    displayOrder: 1,
    isActive: true,
  },
  {
    id: 'a2f9d4b2-f758-4334-843c-22418fbb7fb1',
    slug: 'mega-drip-party',
    name: 'Mega Drip Party',
    priceCents: 39900,
    description: 'Our most-booked package: colors matched to your theme, a bigger crowd, and favors for the guests of honor.',
    features: ['3 hours of service', 'Up to 75 servings', '4 flavors', '2 staff members', 'Custom colors', '5 party favors'],
    isPopular: true,
    displayOrder: 2,
    isActive: true,
  },
  {
    id: 'd35ff416-6d57-4a6c-b835-76b675f85adc',
    slug: 'ultimate-experience',
    name: 'Ultimate Experience',
    priceCents: 69900,
    description: 'The full Drip show for school carnivals, company picnics and once-in-a-lifetime birthdays, photo booth included.',
    features: ['4 hours of service', 'Unlimited servings', 'All flavors', '3 staff members', '10 party favors', 'Photo booth'],
    isPopular: false,
    displayOrder: 3,
    isActive: true,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Blog posts. The ids blog1..blog6 keep the earlier site's links working; blog1 is the newest.

export function seedBlogPosts(when: SampleCalendar): SeedBlogPost[] {
  return [
    {
      id: 'blog1',
      slug: 'meet-amara-november-featured-kid',
      title: `Meet Amara: Our ${when.monthName('2026-11-01')} Featured Kid`,
      excerpt: "Eleven-year-old Amara turned her grandmother's porch into the busiest cotton candy stand in East Point, and raised $860 for her robotics club.",
      emoji: '🌟',
      category: 'featured-kids',
      author: 'Denise Jackson',
      isPublished: true,
      publishedAt: when.instant('2026-11-03T14:00:00Z'),
      likeCount: 48,
      content: `<h2>A porch, a notebook and a plan</h2>
  <p>Every Saturday this fall, a hand-painted sign has gone up on a quiet street in East Point: <strong>Amara's Sweet Spot &ndash; Open 11 to 3</strong>. Behind the table is Amara, eleven years old, in a pink apron her grandmother sewed for her, with a spiral notebook open next to the cash box.</p>
  <p>The notebook is the secret. Amara writes down every sale: the flavor, the size, the time, and whether the customer was a neighbor or a new face. After her first weekend she had her answer. "Blue Raspberry sells best, every time," she told us, very seriously. "And people buy more when the sign says the money is for robots."</p>
  <h2>Why robots?</h2>
  <p>Amara is on the Harper Elementary Robotics Club, a team of nine kids who build and program a small robot for the state tournament each spring. Registration, parts and the bus to Macon add up, and the club's budget did not. So Amara signed up for the Fluff Fundraiser, got her starter kit, and went to work.</p>
  <blockquote>"I like that cotton candy is kind of like engineering. You put in sugar and heat and spin, and out comes something totally different." &ndash; Amara</blockquote>
  <h2>Three Saturdays, 140 tubs</h2>
  <p>Here is how Amara's stand came together:</p>
  <ul>
    <li><strong>Her grandmother</strong> supervised every shift (kids under 12 always have a grown-up at the stand) and handled the change box.</li>
    <li><strong>Her little brother</strong> was in charge of waving at cars, which turns out to be a legitimate marketing strategy.</li>
    <li><strong>Her signs</strong> were drawn by hand, with a robot holding a cone, and the club's goal written at the bottom with a thermometer she colored in as sales came in.</li>
    <li><strong>Her neighbors</strong> came back week after week, and several bought 32oz tubs to take to work on Monday.</li>
  </ul>
  <p>By the end of ${when.monthName('2026-10-01')}, Amara had sold 140 tubs and raised <strong>$860</strong> for her club. We were so impressed that we matched her first $200.</p>
  <h2>What's next for Amara</h2>
  <p>Amara wants to build robots that help people when she grows up. In the short term, she wants to build a robot that can spin a perfect cone, and she has already sketched the design. We told her the Drip kitchen is open for testing any time.</p>
  <p>If you are in East Point on a Saturday morning, look for the pink apron and the robot sign. Tell Amara the Drip crew sent you, and get the Blue Raspberry. Trust the data.</p>
  <p>Know a kid like Amara? Nominations for next month's spotlight are open on our <a href="/featured-kids">Featured Kids</a> page.</p>`,
    },
    {
      id: 'blog2',
      slug: 'behind-the-spin-peach-cobbler-swirl',
      title: 'Behind the Spin: How We Made Peach Cobbler Swirl',
      excerpt: 'Eleven test batches, one very patient grandmother and a lot of Georgia peaches. The story of our newest flavor.',
      emoji: '🍑',
      category: 'cotton-candy',
      author: 'Marcus Jackson',
      isPublished: true,
      publishedAt: when.instant('2026-10-20T14:00:00Z'),
      likeCount: 36,
      content: `<h2>It started with Sunday dessert</h2>
  <p>In our family, Sunday dinner ends with Grandma Ruth's peach cobbler. Nobody is allowed to leave the table before the second helping. So when customers kept asking us for a "real Georgia flavor," there was only one answer, and only one judge who mattered.</p>
  <p>Making cobbler into cotton candy is harder than it sounds. Cotton candy is just sugar, heat and air. There is nowhere to hide a crumbly crust, no room for chunks of fruit, and flavor that tastes great in a bowl can taste flat once it is spun into a cloud.</p>
  <h2>Eleven batches</h2>
  <p>Here is roughly how the test kitchen went:</p>
  <ul>
    <li><strong>Batches 1-3:</strong> peach only. Pretty, sweet, and Grandma Ruth said it tasted "like a candle." Back to work.</li>
    <li><strong>Batches 4-6:</strong> we added a brown-butter note for the crust. Closer, but the color turned a sad beige.</li>
    <li><strong>Batches 7-9:</strong> we started spinning two sugars at once, peach and a warm cinnamon-vanilla, so the cone comes out in swirls of sunset orange and soft gold.</li>
    <li><strong>Batch 10:</strong> too much cinnamon. Marcus liked it. Nobody else did.</li>
    <li><strong>Batch 11:</strong> Grandma Ruth took one bite, nodded, and asked for a tub to take home. Done.</li>
  </ul>
  <blockquote>"It's not my cobbler. But it's a very respectful cousin of my cobbler." &ndash; Grandma Ruth</blockquote>
  <h2>How we spin it</h2>
  <p>Every tub of Peach Cobbler Swirl is spun to order in our Westside kitchen, the same day it ships out for pickup or delivery. We use pure cane sugar and food-safe flavorings and colors, and we pack the tubs while the floss is still light, so it stays fluffy instead of getting packed down.</p>
  <p>A sealed tub stays fresh for up to two weeks. Once you open it, enjoy it within three to five days and keep the lid on tight: Atlanta humidity is cotton candy's only real enemy.</p>
  <h2>Where to try it</h2>
  <p>Peach Cobbler Swirl is now in the shop in 16oz and 32oz tubs, and on the cart at every pop-up this season. If you catch us at Piedmont Park in ${when.monthName('2026-11-01')}, ask for a half-and-half cone with Classic Pink. It shouldn't work. It really does.</p>`,
    },
    {
      id: 'blog3',
      slug: 'fall-pop-up-season-2026',
      title: 'Fall Pop-Up Season: Where to Find Drip This Year',
      excerpt: 'Piedmont Park, Ponce City Market, Decatur Square and a science night about the physics of fluff. Here is our fall and winter calendar.',
      emoji: '📍',
      category: 'events',
      author: 'The Drip Crew',
      isPublished: true,
      publishedAt: when.instant('2026-10-06T14:00:00Z'),
      likeCount: 29,
      content: `<h2>The cart is back on the road</h2>
  <p>Summer was a blur of birthday parties and school carnivals (thank you, all of you), and now the pink cart is heading back out into the city. Fall is our favorite pop-up season: cooler air, lower humidity, and cotton candy that stays fluffy from the first bite to the last.</p>
  <p>Here is where you can find us over the next few months. Dates and times are always up to date on the <a href="/events">Pop-Up Events</a> page, so check there before you head out.</p>
  <h2>On the calendar</h2>
  <ul>
    <li><strong>Fall Family Day at Piedmont Park</strong> &ndash; ${when.longDay('2026-11-07')}. Our kids-only Spin Your Own station runs from 1 to 3.</li>
    <li><strong>Holiday Kickoff at Ponce City Market</strong> &ndash; ${when.longDay('2026-11-21')}. Candy-cane swirl and Gingerbread Fluff make their debut.</li>
    <li><strong>Winter Sweets on Decatur Square</strong> &ndash; ${when.longDay('2026-12-12')}. Every 32oz tub sold gives $2 to a local coat drive.</li>
    <li><strong>Family Science Night</strong> &ndash; ${when.longDay('2027-01-29')}. A hands-on lesson in why sugar turns into a cloud.</li>
  </ul>
  <h2>Tips from the cart</h2>
  <p>After a few hundred pop-ups, we have learned a thing or two about getting the most out of a visit:</p>
  <ul>
    <li><strong>Come early for the specials.</strong> Seasonal flavors sell out first, usually by mid-afternoon.</li>
    <li><strong>Pre-order party tubs.</strong> Order online, pick "pickup," and we will have your tubs waiting at the cart with your name on them.</li>
    <li><strong>Bring a tote.</strong> A 32oz tub is bigger than you think.</li>
    <li><strong>Say hi to the mascots.</strong> Blaze, Sunny, Fluff Mama and Cool Blue are usually somewhere near the cart, and they love a photo.</li>
  </ul>
  <blockquote>"We planned our whole Saturday around the Drip cart. Worth it." &ndash; a very happy dad at last year's Decatur pop-up</blockquote>
  <h2>Want us at your event?</h2>
  <p>Schools, churches, neighborhood associations and companies book the cart all year. For a date in the fall or spring peak season, reach out four to six weeks ahead; otherwise two to three weeks is usually plenty. Take a look at our <a href="/private-events">party packages</a> or send us a note, and we will get back to you within 24 hours.</p>
  <p>See you out there. We will be the ones with the pink cart and the sugar on our sleeves.</p>`,
    },
    {
      id: 'blog4',
      slug: 'too-cool-to-melt-keeping-cotton-candy-fresh',
      title: 'Too Cool to Melt: Keeping Cotton Candy Fresh in Georgia Humidity',
      excerpt: 'Cotton candy has one enemy, and in Atlanta it is in the air from May to September. Here is how to keep every tub fluffy.',
      emoji: '💧',
      category: 'cotton-candy',
      author: 'Marcus Jackson',
      isPublished: true,
      publishedAt: when.instant('2026-09-18T14:00:00Z'),
      likeCount: 22,
      content: `<h2>Why cotton candy shrinks</h2>
  <p>Cotton candy is almost entirely air wrapped in hair-thin threads of sugar. Sugar loves water: it pulls moisture straight out of the air. On a muggy August afternoon in Atlanta, an open cone can start to shrink and turn crunchy in a matter of minutes as those threads soak up the humidity and collapse.</p>
  <p>That is the whole idea behind our tagline. We spent our first year figuring out how to make cotton candy that is, as our kids put it, too cool to melt.</p>
  <h2>What we do in the kitchen</h2>
  <ul>
    <li><strong>We spin to order.</strong> Tubs are spun the same day they go out, never stockpiled.</li>
    <li><strong>We run a dehumidifier.</strong> Our Westside kitchen stays drier than a desert, which makes for happy sugar and staticky hair.</li>
    <li><strong>We seal fast.</strong> Floss goes from the machine to a sealed tub in under a minute.</li>
    <li><strong>We use real tubs, not bags, for our signature line.</strong> A rigid 16oz or 32oz tub protects the fluff from being squashed on the way home.</li>
  </ul>
  <h2>What you can do at home</h2>
  <p>A sealed tub stays fresh for <strong>up to two weeks</strong>. Once opened, enjoy it within <strong>three to five days</strong>. To get the most out of every tub:</p>
  <ul>
    <li>Keep the lid on tight between servings.</li>
    <li>Store it in a cool, dry cupboard, never in the fridge (fridges are humid) and never in a hot car.</li>
    <li>Serve outdoor party portions in small batches instead of setting out a whole tub at once.</li>
    <li>If a tub is looking a little flat, pop it into a sealed container with a food-safe silica packet overnight.</li>
  </ul>
  <blockquote>"The first time we did an outdoor wedding in July, we learned everything on this list the hard way." &ndash; Marcus</blockquote>
  <h2>Planning an outdoor party?</h2>
  <p>If you are booking the cart for a summer event, we bring a canopy and spin fresh in small batches so every cone is served at its fluffiest. Have a question about storage or shipping? Our <a href="/contact">contact page</a> has answers to the ones we hear most.</p>`,
    },
    {
      id: 'blog5',
      slug: 'mateo-raised-1240-for-his-soccer-team',
      title: 'Mateo Raised $1,240 So His Whole Team Could Travel',
      excerpt: `Our ${when.monthName('2026-10-01')} Featured Kid rallied four teammates, ran a stand at every home game, and put the Southside Strikers on the bus to Chattanooga.`,
      emoji: '⚽',
      category: 'featured-kids',
      author: 'Denise Jackson',
      isPublished: true,
      publishedAt: when.instant('2026-09-02T14:00:00Z'),
      likeCount: 41,
      content: `<h2>A team that almost stayed home</h2>
  <p>When the Southside Strikers U15 team qualified for the regional tournament in Chattanooga, the celebration lasted about a day. Then the coach handed out the cost sheet: bus, hotel, meals and entry fees. For a lot of families on the team, it was more than they could manage.</p>
  <p>Fourteen-year-old Mateo, the team's center midfielder, had seen our cart at a tournament the year before. He went home, looked up the Fluff Fundraiser, and showed up at the next practice with a plan on a single sheet of notebook paper.</p>
  <h2>The plan</h2>
  <ul>
    <li>Run a stand at every home game for the rest of the season.</li>
    <li>Recruit four teammates so nobody works more than one half.</li>
    <li>Sell 16oz tubs at the field and take 32oz pre-orders for families to pick up after the game.</li>
    <li>Post a video of every stand on the team's page, because the fundraiser leaderboard gives points for creativity, not just sales.</li>
  </ul>
  <blockquote>"Honestly the hardest part was getting my teammates to stop eating the inventory." &ndash; Mateo</blockquote>
  <h2>How it went</h2>
  <p>Mateo's mom registered the team, and parents took turns supervising. Mateo kept the schedule and the money box. His teammate Andre designed a sign with the team crest dripping in pink, and another teammate, Luis, became the stand's unofficial announcer.</p>
  <p>Over six home games, the stand sold more than 200 tubs. With the program's up-to-50% profit on every sale, the team raised <strong>$1,240</strong>, enough to cover the bus and the hotel for the whole squad.</p>
  <h2>Beyond the scoreboard</h2>
  <p>The Strikers made it to the semi-finals in Chattanooga. Mateo says that was great, but the part he is proudest of is that every single player got to go.</p>
  <p>Mateo wants to play college soccer and become a sports physical therapist. We have a feeling whatever team he ends up on will be in very good hands.</p>
  <p>Want to run a stand for your own team, school or youth group? Everything you need to start is on the <a href="/fluff-fundraiser">Fluff Fundraiser</a> page.</p>`,
    },
    {
      id: 'blog6',
      slug: 'planning-a-cotton-candy-birthday-party',
      title: "Planning a Birthday Party With Cotton Candy: A Parent's Checklist",
      excerpt: 'How many servings, which package, what to ask before you book, and how to keep the sugar rush (mostly) under control.',
      emoji: '🎉',
      category: 'events',
      author: 'The Drip Crew',
      isPublished: true,
      publishedAt: when.instant('2026-08-15T14:00:00Z'),
      likeCount: 33,
      content: `<h2>So you want a cotton candy cart at the party</h2>
  <p>Good call. Nothing gets a room of eight-year-olds to line up politely faster than a spinning machine and a cloud of pink. We have worked hundreds of Atlanta birthday parties, from backyard sleepovers in Kirkwood to a sweet sixteen on a rooftop in Midtown, and we have learned what makes the day go smoothly.</p>
  <h2>Step 1: Count your crowd</h2>
  <p>Plan on one serving per guest, plus a few extra for the grown-ups who "aren't having any" (they are). As a rough guide:</p>
  <ul>
    <li><strong>Up to 30 guests:</strong> the Fluffy Basic package, two hours, two flavors.</li>
    <li><strong>Up to 75 guests:</strong> the Mega Drip Party, with custom colors to match your theme and favors for the birthday kid.</li>
    <li><strong>A big crowd, or you simply want it all:</strong> the Ultimate Experience, with unlimited servings, every flavor and a photo booth.</li>
  </ul>
  <h2>Step 2: Book early</h2>
  <p>Two to three weeks ahead is usually enough. In peak season (spring, graduation weeks and the fall festival months) book four to six weeks ahead, especially for Saturdays.</p>
  <h2>Step 3: Ask us these questions</h2>
  <ul>
    <li>How much space does the cart need? (About 6 by 6 feet, near a standard outlet.)</li>
    <li>Can you work outdoors? (Yes, with shade. We bring a canopy.)</li>
    <li>Can the colors match our theme? (On the Mega Drip Party and up, yes.)</li>
    <li>What about allergies? (Ask us for the ingredient list for each flavor before the party.)</li>
  </ul>
  <blockquote>"The kids still talk about the purple and gold cotton candy. Our daughter insists it was magic." &ndash; a Decatur mom, after a unicorn-themed seventh birthday</blockquote>
  <h2>Step 4: Plan the timing</h2>
  <p>Schedule cotton candy after the main food and before the cake, or as the send-off with take-home favors. Serving it first is a bold choice. We respect bold choices, but we also know what happens next.</p>
  <h2>Step 5: Relax</h2>
  <p>We arrive early, set up, serve, and clean up. You get to enjoy the party. When you are ready, pick a package on our <a href="/private-events">Private Events</a> page and send the booking form. We reply within 24 hours.</p>`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Home page: Sweet Facts carousel (image is an emoji), Instagram grid (image is a path under /images), testimonials.

export const seedSweetFacts: SeedSweetFact[] = [
  {
    id: '69aad651-b343-49c4-bde1-0f66c1e0fb18',
    image: '🦷',
    title: 'Invented by a Dentist',
    fact: 'In 1897 a Nashville dentist, William Morrison, teamed up with candy maker John C. Wharton to build the first electric machine for spun sugar. They called it "Fairy Floss."',
    displayOrder: 1,
  },
  {
    id: '3c9c4387-3d3c-4f29-994d-e59dd81dc36b',
    image: '🎡',
    title: "A World's Fair Hit",
    fact: "Fairy Floss debuted at the 1904 St. Louis World's Fair, where it sold more than 68,000 boxes at 25 cents each, half the price of a fair ticket.",
    displayOrder: 2,
  },
  {
    id: '623c2371-0005-4581-8fed-ae50215c9605',
    image: '☁️',
    title: 'Mostly Air',
    fact: 'A fluffy cone of cotton candy is mostly air. A typical serving holds about an ounce of sugar, less than a can of soda.',
    displayOrder: 3,
  },
  {
    id: 'eb4ea86e-3324-4587-bbac-f123a84aa7e8',
    image: '🌀',
    title: 'Spun at High Speed',
    fact: 'The spinner head whirls thousands of times a minute, flinging melted sugar through tiny holes where it cools into threads thinner than a human hair.',
    displayOrder: 4,
  },
  {
    id: '36f84710-cf6c-46fb-b5b3-433623d2828b',
    image: '📅',
    title: 'It Has Its Own Day',
    fact: 'National Cotton Candy Day is December 7. At Drip we celebrate with a free mini cone for every kid who visits the cart.',
    displayOrder: 5,
  },
  {
    id: '731306cf-4e41-45fc-8015-30f09d430ed2',
    image: '🌍',
    title: 'Many Names, One Cloud',
    fact: 'It is "candy floss" in the UK, "fairy floss" in Australia and "barbe à papa" (Dad\'s beard) in France. In Atlanta, we just call it Drip.',
    displayOrder: 6,
  },
];

export function seedInstagramPosts(when: SampleCalendar): SeedInstagramPost[] {
  return [
    {
      id: '9db784cf-5960-4d12-9f7d-f74513e3d6a0',
      image: '/images/products/peach-cobbler-cone.svg',
      caption: 'Peach Cobbler Swirl is HERE 🍑 Eleven test batches and one very honest grandma later. Now in 16oz and 32oz tubs.',
      likes: 412,
      comments: 38,
      postedOn: when.day('2026-10-20'),
      url: '',
      displayOrder: 1,
    },
    {
      id: '92a132bc-c6f5-4b03-b9ec-d330a1862777',
      image: '/images/kids/amara.svg',
      caption: `Meet Amara, our ${when.monthName('2026-11-01')} Featured Kid 🌟 140 tubs, $860 for her robotics club.`,
      likes: 530,
      comments: 61,
      postedOn: when.day('2026-11-03'),
      url: '',
      displayOrder: 2,
    },
    {
      id: '6f97fa8c-eb6b-4f09-8a61-2b1fd7072e75',
      image: '/images/products/classic-pink-cone.svg',
      caption: 'Classic Pink never misses 💗',
      likes: 288,
      comments: 14,
      postedOn: when.day('2026-09-27'),
      url: '',
      displayOrder: 3,
    },
    {
      id: '6a486ddd-bf0a-4b39-a896-fa1dfa35c273',
      image: '/images/products/blue-raspberry-tub-32oz.svg',
      caption: 'Saturday at Westside Provisions: we sold out of Blue Raspberry by 2:30. Thank you ATL! Next stop Piedmont Park 💙',
      likes: 356,
      comments: 27,
      postedOn: when.day('2026-09-20'),
      url: '',
      displayOrder: 4,
    },
    {
      id: 'e9bb7c21-b67d-4857-939b-b2489e88fbb1',
      image: '/images/products/drip-tee-front.svg',
      caption: 'New merch drop 🔥 The Drip tee in pink, youth and adult sizes.',
      likes: 241,
      comments: 19,
      postedOn: when.day('2026-09-05'),
      url: '',
      displayOrder: 5,
    },
    {
      id: '92f15907-b8fc-4fbb-9fe0-51c9df2b710d',
      image: '/images/products/rainbow-swirl-cone.svg',
      caption: 'Rainbow Swirl for a unicorn birthday in Decatur 🦄 Custom colors come with every Mega Drip Party. Link in bio to book!',
      likes: 397,
      comments: 33,
      postedOn: when.day('2026-08-22'),
      url: '',
      displayOrder: 6,
    },
  ];
}

export const seedTestimonials: SeedTestimonial[] = [
  {
    id: '43f22c75-d038-4e41-8948-8344b9d5ef82',
    name: 'Tasha M.',
    eventLabel: "Daughter's 7th birthday, Kirkwood",
    quote:
      'They matched the cotton candy to our purple-and-gold unicorn theme and the kids lined up like it was a ride at Six Flags. The crew was early, sweet with every kid, and left the yard spotless.',
    rating: 5,
    displayOrder: 1,
  },
  {
    id: '4c4a28cd-fb70-45a3-b99f-b1239d494969',
    name: 'Coach Derrick H.',
    eventLabel: 'Field day, Grant Park Community School',
    quote:
      'Four hundred students and not one meltdown, which at field day is a miracle. The Ultimate Experience photo booth was the hit of the afternoon, and our PTA raised money on top of it.',
    rating: 5,
    displayOrder: 2,
  },
  {
    id: 'cae4d024-9f3a-4864-a381-37179eba05d7',
    name: 'Priya & Sam K.',
    eventLabel: 'Wedding reception, Inman Park',
    quote:
      'We wanted something fun for the late-night crowd and Drip delivered. Guests are still asking about the Peach Cobbler Swirl. Booking was easy, and they answered every email the same day.',
    rating: 5,
    displayOrder: 3,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Fluff Fundraiser landing page. Tutorial thumbnails are emoji; the sample stands are in seed-stands.ts.

export const seedVideoTutorials: SeedVideoTutorial[] = [
  { id: '89083213-aacf-43b8-9b49-3a8f8f9edf5e', title: 'Setting Up Your Stand for Success', duration: '3:45', thumbnail: '🏪', videoUrl: '', displayOrder: 1 },
  {
    id: '70c78faa-1e0d-4eaa-abd0-3f8d8622f289',
    title: 'Talking to Customers and Making Change',
    duration: '5:20',
    thumbnail: '💬',
    videoUrl: '',
    displayOrder: 2,
  },
  {
    id: 'a4ce8fc7-7b44-4657-bdc6-f8f2cca734b3',
    title: 'Food Safety and Hygiene at the Stand',
    duration: '4:10',
    thumbnail: '🧼',
    videoUrl: '',
    displayOrder: 3,
  },
  {
    id: '56fe2deb-392c-4f98-9260-86ba932484f1',
    title: 'Filming Your Stand Story for Bonus Points',
    duration: '6:30',
    thumbnail: '🎥',
    videoUrl: '',
    displayOrder: 4,
  },
];

export const seedResourceTemplates: SeedResourceTemplate[] = [
  { id: 'd6eb7911-0712-4ccf-9346-78550ee85828', slug: 'stand-signage', title: 'Stand Signage', format: 'PDF', displayOrder: 1 },
  { id: 'cfd8664e-1684-4292-ad9e-2d78d2c8b9f9', slug: 'price-list-template', title: 'Price List Template', format: 'PDF', displayOrder: 2 },
  { id: 'cfe372d7-6712-4b34-b0c0-f0550ecdfb05', slug: 'hygiene-checklist', title: 'Hygiene Checklist', format: 'PDF', displayOrder: 3 },
  { id: '1b657357-bf4e-40d3-8271-a4aefc0dd30c', slug: 'social-media-graphics', title: 'Social Media Graphics', format: 'ZIP', displayOrder: 4 },
];

// ---------------------------------------------------------------------------------------------------------------
// FAQ: six for the fundraiser page (the program's rules), and the contact page's questions.

export const seedFaqItems: SeedFaqItem[] = [
  {
    id: '1748da37-4726-4657-ac23-18e3d0aedadd',
    section: 'fundraiser',
    question: 'Who can join the Fluff Fundraiser?',
    answer:
      'Kids ages 8-16 can run a stand, on their own or as part of a school, sports team, church youth group, summer camp or non-profit. A parent or guardian registers on their behalf.',
    displayOrder: 1,
  },
  {
    id: 'f9962d63-9fe0-422d-a7b7-943e862ce059',
    section: 'fundraiser',
    question: 'Does an adult need to be at the stand?',
    answer:
      'Yes for younger sellers. Adult supervision is required for every participant under 12, and parents or guardians must register and be present at the stand for younger participants. Older kids should always have a grown-up they can reach.',
    displayOrder: 2,
  },
  {
    id: '393a5758-62b1-46ea-9857-f4cfa24bdf50',
    section: 'fundraiser',
    question: 'Do we need a permit to run a stand?',
    answer:
      'It depends on where you set up. Please check your local regulations before your first sale and obtain any permits your city, county, school or venue requires. Our starter kit includes a checklist of questions to ask.',
    displayOrder: 3,
  },
  {
    id: 'c067d6d5-b96c-4f96-8514-b8bde63820bc',
    section: 'fundraiser',
    question: 'How much money can our group raise?',
    answer:
      'Your group keeps up to 50% profit on every tub you sell. There are no upfront fees to register, and you can add optional merch to your order to raise even more.',
    displayOrder: 4,
  },
  {
    id: 'd84a8ed9-96be-4f45-b2a2-c4b30cadc15a',
    section: 'fundraiser',
    question: 'What do we sell, and how does it get to us?',
    answer:
      'You sell our themed cotton candy tubs in two sizes, 16oz and 32oz. Order through your custom order form and we deliver fast; you can track every order until it arrives. Sealed tubs stay fresh for up to two weeks.',
    displayOrder: 5,
  },
  {
    id: 'fd3f79d8-7c0f-4d8c-88b0-2ba59a5839be',
    section: 'fundraiser',
    question: 'How do points and the leaderboard work?',
    answer:
      'After each stand, upload your stories and photos. Every event earns points for sales, customer satisfaction and creativity. The leaderboard ranks participants by average points per event or by total points, and the top three earn medals.',
    displayOrder: 6,
  },
  {
    id: '67f7c314-6cdb-48ab-9f8a-2eaf7a9f69b5',
    section: 'contact',
    question: 'How far in advance should I book a private event?',
    answer:
      'We recommend booking 2-3 weeks ahead. During peak season (spring, graduation weeks and the fall festival months) please book 4-6 weeks ahead, especially for Saturdays.',
    displayOrder: 1,
  },
  {
    id: 'ca7dc06e-c5b4-4d60-a54e-90b8cff474be',
    section: 'contact',
    question: 'How long does cotton candy stay fresh?',
    answer:
      "Packaged cotton candy stays fresh for up to 2 weeks in its sealed tub. Once opened, enjoy it within 3-5 days and keep the lid on tight; humidity is cotton candy's only enemy.",
    displayOrder: 2,
  },
  {
    id: '66e50863-30e7-4dfd-aaae-9a822806dc2c',
    section: 'contact',
    question: 'How quickly will you get back to me?',
    answer: 'We typically reply to messages and booking requests within 24 hours, usually much sooner.',
    displayOrder: 3,
  },
  {
    id: 'a83d683d-bf93-41af-b8b5-aabddcece6ce',
    section: 'contact',
    question: 'When can I call you?',
    answer: 'Our phone line is open Mon-Fri 9am-5pm EST. Outside those hours, send us a message and we will reply within 24 hours.',
    displayOrder: 4,
  },
  {
    id: 'cfc1145a-4cbe-4144-b0ef-91b35f2a62a7',
    section: 'contact',
    question: 'Do you ship, or can I pick up my order?',
    answer:
      'Cotton candy and long truck rides in the Georgia heat do not mix, so we do not ship nationwide yet. Choose pickup at our Westside Atlanta kitchen or local delivery across metro Atlanta when you check out.',
    displayOrder: 5,
  },
  {
    id: 'a58b076b-ca30-49a5-a5e9-5648c3e38df1',
    section: 'contact',
    question: 'Can you help with allergies or dietary needs?',
    answer:
      'Our cotton candy is spun from pure cane sugar with food-safe flavorings and colors. Ask us for the full ingredient list of any flavor before you order or book, and we will help you choose.',
    displayOrder: 6,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Shop catalog. Prices in cents; a product with variants has no price of its own. Distinct createdAt values make
// "newest first" deterministic. Pumpkin Spice is out of season (inactive) and the 64oz party tub is retired
// (an inactive variant), so "only active products and variants" has something to hide.

const img = (file: string) => `/images/products/${file}`;

// What the sample cotton candy is made of, as its label would say (staff edit each product's own in the back office).
const CANDY_INGREDIENTS = 'Pure cane sugar, natural and artificial flavoring, food-safe coloring.';
const CANDY_ALLERGENS = 'Contains no common allergens. Made in a kitchen that also handles milk, wheat and tree nuts.';

export function seedProducts(when: SampleCalendar): SeedProduct[] {
  return [
    {
      id: 'b4485761-4bae-4d47-b616-646962c80d89',
      name: 'Classic Pink Vanilla',
      slug: 'classic-pink-vanilla',
      description:
        'Where it all started: soft pink floss with a warm vanilla finish, spun to order in our Westside kitchen. The flavor our kids still ask for every Sunday.',
      category: 'cotton-candy',
      ingredients: CANDY_INGREDIENTS,
      allergens: CANDY_ALLERGENS,
      priceCents: null,
      hasVariants: true,
      imageUrl: img('classic-pink-tub-16oz.svg'),
      isActive: true,
      createdAt: when.instant('2026-10-01T15:00:00Z'),
      variants: [
        {
          id: '8fe583ba-3215-47a3-ab5d-9731f19b8a29',
          size: '16oz',
          priceCents: 1200,
          sku: 'DRIP-CPV-16',
          isActive: true,
          displayOrder: 1,
          imageUrl: img('classic-pink-tub-16oz.svg'),
          imageAlt: 'Classic Pink Vanilla cotton candy in a 16oz tub',
        },
        {
          id: '310c6d0c-078e-4d05-80e9-5e11cf7bd1a0',
          size: '32oz',
          priceCents: 2000,
          sku: 'DRIP-CPV-32',
          isActive: true,
          displayOrder: 2,
          imageUrl: img('classic-pink-tub-32oz.svg'),
          imageAlt: 'Classic Pink Vanilla cotton candy in a 32oz tub',
        },
        { id: '722c0918-44c3-4d71-b007-cfa59aece172', size: '64oz Party Tub', priceCents: 3600, sku: 'DRIP-CPV-64', isActive: false, displayOrder: 3 },
      ],
      images: [
        {
          id: '1f24beb0-3f72-4978-89be-e78cadba630f',
          imageUrl: img('classic-pink-tub-16oz.svg'),
          altText: 'Classic Pink Vanilla cotton candy in a 16oz tub',
          displayOrder: 1,
          isPrimary: true,
        },
        {
          id: '77fa5286-d088-4c35-aa2e-e9d2b86bd5fe',
          imageUrl: img('classic-pink-tub-32oz.svg'),
          altText: 'Classic Pink Vanilla cotton candy in a 32oz tub',
          displayOrder: 2,
          isPrimary: false,
        },
        {
          id: '88d844c7-1245-4ced-b698-992c6b6d87cc',
          imageUrl: img('classic-pink-cone.svg'),
          altText: 'A cone of Classic Pink Vanilla cotton candy',
          displayOrder: 3,
          isPrimary: false,
        },
      ],
    },
    {
      id: '7addad87-2e35-4e79-8f4e-4cd1dfda6c54',
      name: 'Blue Raspberry Blast',
      slug: 'blue-raspberry-blast',
      description: "Tart, bright and bluer than a Georgia sky in October. Cool Blue's favorite, and the first flavor to sell out at every pop-up.",
      category: 'cotton-candy',
      ingredients: CANDY_INGREDIENTS,
      allergens: CANDY_ALLERGENS,
      priceCents: null,
      hasVariants: true,
      imageUrl: img('blue-raspberry-tub-16oz.svg'),
      isActive: true,
      createdAt: when.instant('2026-09-28T15:00:00Z'),
      variants: [
        {
          id: '23d6cfdf-9084-4a15-9560-371374424094',
          size: '16oz',
          priceCents: 1200,
          sku: 'DRIP-BRB-16',
          isActive: true,
          displayOrder: 1,
          imageUrl: img('blue-raspberry-tub-16oz.svg'),
          imageAlt: 'Blue Raspberry Blast cotton candy in a 16oz tub',
        },
        {
          id: 'b5061f35-ff23-4b58-9e54-5cf89741c71d',
          size: '32oz',
          priceCents: 2000,
          sku: 'DRIP-BRB-32',
          isActive: true,
          displayOrder: 2,
          imageUrl: img('blue-raspberry-tub-32oz.svg'),
          imageAlt: 'Blue Raspberry Blast cotton candy in a 32oz tub',
        },
      ],
      images: [
        {
          id: 'a3548ca4-f9d7-491e-b198-732ac6ca3c2d',
          imageUrl: img('blue-raspberry-tub-16oz.svg'),
          altText: 'Blue Raspberry Blast cotton candy in a 16oz tub',
          displayOrder: 1,
          isPrimary: true,
        },
        {
          id: 'c0382fa8-654d-4226-bfb3-15c13ead551e',
          imageUrl: img('blue-raspberry-tub-32oz.svg'),
          altText: 'Blue Raspberry Blast cotton candy in a 32oz tub',
          displayOrder: 2,
          isPrimary: false,
        },
      ],
    },
    {
      id: '165db93d-ad02-4d80-ae89-7b41eaa92847',
      name: 'Peach Cobbler Swirl',
      slug: 'peach-cobbler-swirl',
      description: "Georgia peach and warm cinnamon-vanilla spun together in sunset swirls. Eleven test batches and Grandma Ruth's seal of approval.",
      category: 'cotton-candy',
      ingredients: CANDY_INGREDIENTS,
      allergens: CANDY_ALLERGENS,
      priceCents: null,
      hasVariants: true,
      imageUrl: img('peach-cobbler-tub-16oz.svg'),
      isActive: true,
      createdAt: when.instant('2026-10-20T15:00:00Z'),
      variants: [
        { id: 'e08c07a5-58f8-4c79-8570-0298a7bb132c', size: '16oz', priceCents: 1400, sku: 'DRIP-PCS-16', isActive: true, displayOrder: 1 },
        { id: '3404d10f-6246-49d8-8619-a098dd70fdc3', size: '32oz', priceCents: 2400, sku: 'DRIP-PCS-32', isActive: true, displayOrder: 2 },
      ],
      images: [
        {
          id: '529805d3-cb9c-4180-aad1-507442eb0f84',
          imageUrl: img('peach-cobbler-tub-16oz.svg'),
          altText: 'Peach Cobbler Swirl cotton candy in a 16oz tub',
          displayOrder: 1,
          isPrimary: true,
        },
        {
          id: 'e4da8697-5d6e-414b-8d48-b50d85593d69',
          imageUrl: img('peach-cobbler-cone.svg'),
          altText: 'A cone of orange and gold Peach Cobbler Swirl',
          displayOrder: 2,
          isPrimary: false,
        },
      ],
    },
    {
      id: '9b3b0cd8-0bfa-4af2-a457-d4a3efd5ae5d',
      name: 'Rainbow Swirl Cone',
      slug: 'rainbow-swirl-cone',
      description: 'A single cone of grape, blue raspberry and lemon in one big pastel cloud. Ready for pickup, made for sharing (or not).',
      category: 'cotton-candy',
      ingredients: CANDY_INGREDIENTS,
      allergens: CANDY_ALLERGENS,
      priceCents: 600,
      hasVariants: false,
      imageUrl: img('rainbow-swirl-cone.svg'),
      isActive: true,
      createdAt: when.instant('2026-09-15T15:00:00Z'),
      variants: [],
      images: [
        {
          id: '17780259-5e39-4370-b4de-78c5d0470a2a',
          imageUrl: img('rainbow-swirl-cone.svg'),
          altText: 'A cone of purple, blue and yellow Rainbow Swirl cotton candy',
          displayOrder: 1,
          isPrimary: true,
        },
      ],
    },
    {
      id: '6cb5abe6-3973-4b5d-9004-a62cfcbffdb5',
      name: 'Birthday Cake Fluff',
      slug: 'birthday-cake-fluff',
      description: 'Vanilla-frosting fluff tossed with rainbow sprinkles. Every party needs one; every birthday kid deserves two.',
      category: 'fluff-collection',
      ingredients: CANDY_INGREDIENTS,
      allergens: CANDY_ALLERGENS,
      priceCents: null,
      hasVariants: true,
      imageUrl: img('birthday-cake-fluff-bag.svg'),
      isActive: true,
      createdAt: when.instant('2026-09-10T15:00:00Z'),
      variants: [
        { id: '7cdc9fe4-9de7-43e9-bf9b-341ab5b30b94', size: '16oz', priceCents: 1500, sku: 'DRIP-BCF-16', isActive: true, displayOrder: 1 },
        { id: 'a5f3aa68-b8dc-4920-a266-b9fc62b0767f', size: '32oz', priceCents: 2600, sku: 'DRIP-BCF-32', isActive: true, displayOrder: 2 },
      ],
      images: [
        {
          id: '8d040e94-71c1-47c1-ae3c-372b0332ff42',
          imageUrl: img('birthday-cake-fluff-bag.svg'),
          altText: 'Birthday Cake Fluff in a resealable bag',
          displayOrder: 1,
          isPrimary: true,
        },
        {
          id: 'ff4ac6b7-b716-4ef2-8f49-a787c0493cce',
          imageUrl: img('birthday-cake-tub-32oz.svg'),
          altText: 'Birthday Cake Fluff in a 32oz party tub',
          displayOrder: 2,
          isPrimary: false,
        },
      ],
    },
    {
      id: 'eaedaa94-0fab-4d35-9415-d41578d8a4bc',
      name: 'Cool Blue Mint Fluff',
      slug: 'cool-blue-mint-fluff',
      description: 'Crisp spearmint floss in a resealable bag. Refreshing enough for a hot day, sweet enough for dessert.',
      category: 'fluff-collection',
      ingredients: CANDY_INGREDIENTS,
      allergens: CANDY_ALLERGENS,
      priceCents: 900,
      hasVariants: false,
      imageUrl: img('cool-mint-fluff-bag.svg'),
      isActive: true,
      createdAt: when.instant('2026-08-30T15:00:00Z'),
      variants: [],
      images: [
        {
          id: '5cb3fd51-7470-45fc-8318-9fdd104bd7a8',
          imageUrl: img('cool-mint-fluff-bag.svg'),
          altText: 'Cool Blue Mint Fluff in a mint-green resealable bag',
          displayOrder: 1,
          isPrimary: true,
        },
      ],
    },
    {
      id: 'd3863823-ba8a-4d66-95b2-f5645ddb69d5',
      name: "Fluff Mama's Sampler 4-Pack",
      slug: 'fluff-mamas-sampler-4-pack',
      description: 'Four mini tubs: Classic Pink, Blue Raspberry, Cool Mint and Grape. The easiest way to find your favorite (or settle a family argument).',
      category: 'fluff-collection',
      ingredients: CANDY_INGREDIENTS,
      allergens: CANDY_ALLERGENS,
      priceCents: 2800,
      hasVariants: false,
      imageUrl: img('fluff-mama-sampler.svg'),
      isActive: true,
      createdAt: when.instant('2026-08-20T15:00:00Z'),
      variants: [],
      images: [
        {
          id: '6cd912ab-0b69-4703-b1f6-e26d25d0fbcb',
          imageUrl: img('fluff-mama-sampler.svg'),
          altText: 'A gift box holding four mini tubs of cotton candy',
          displayOrder: 1,
          isPrimary: true,
        },
      ],
    },
    {
      id: '058287a5-59cc-4725-9bf1-8160313180e0',
      name: 'Pumpkin Spice Fluff',
      slug: 'pumpkin-spice-fluff',
      description: 'Our autumn special: pumpkin, cinnamon and a pinch of nutmeg. Back next fall.',
      category: 'fluff-collection',
      ingredients: CANDY_INGREDIENTS,
      allergens: CANDY_ALLERGENS,
      priceCents: 1000,
      hasVariants: false,
      imageUrl: img('pumpkin-spice-fluff-bag.svg'),
      isActive: false,
      createdAt: when.instant('2026-08-10T15:00:00Z'),
      variants: [],
      images: [
        {
          id: 'e19a628c-3938-42b7-af3c-0666847084f2',
          imageUrl: img('pumpkin-spice-fluff-bag.svg'),
          altText: 'Pumpkin Spice Fluff in an orange resealable bag',
          displayOrder: 1,
          isPrimary: true,
        },
      ],
    },
    {
      id: 'e6d6ba7a-e08e-47fc-b2cd-eef7c8df934e',
      name: 'Drip Logo Tee',
      slug: 'drip-logo-tee',
      description: 'Heavyweight cotton tee in Drip pink, with our cone logo on the front and "Too Cool To Melt, Atlanta GA" on the back.',
      category: 'accessories',
      priceCents: null,
      hasVariants: true,
      imageUrl: img('drip-tee-front.svg'),
      isActive: true,
      createdAt: when.instant('2026-09-05T15:00:00Z'),
      variants: [
        { id: 'b01f602d-dd9c-4a26-8d91-5cc3e2ffba9d', size: 'Youth M', priceCents: 2200, sku: 'DRIP-TEE-YM', isActive: true, displayOrder: 1 },
        { id: '78f633f0-587a-432c-9221-dd53b5289d78', size: 'Adult S', priceCents: 2500, sku: 'DRIP-TEE-S', isActive: true, displayOrder: 2 },
        { id: '42d664fb-2867-4ce1-b8ff-bf587f19f03a', size: 'Adult M', priceCents: 2500, sku: 'DRIP-TEE-M', isActive: true, displayOrder: 3 },
        { id: 'ef1a723c-c38e-47c6-b7b3-1d043a00cd11', size: 'Adult L', priceCents: 2500, sku: 'DRIP-TEE-L', isActive: true, displayOrder: 4 },
      ],
      images: [
        {
          id: '00622552-23b4-4cf6-afbb-c56f4e489b9a',
          imageUrl: img('drip-tee-front.svg'),
          altText: 'Pink Drip t-shirt with the cone logo on the front',
          displayOrder: 1,
          isPrimary: true,
        },
        {
          id: '0e8c232d-2bdf-437b-ad5e-15e1919107a6',
          imageUrl: img('drip-tee-back.svg'),
          altText: 'Back of the pink Drip t-shirt reading Too Cool To Melt, Atlanta GA',
          displayOrder: 2,
          isPrimary: false,
        },
      ],
    },
    {
      id: 'b7adf915-8117-4b5c-9d69-2cd8c5e13953',
      name: 'Too Cool To Melt Snapback',
      slug: 'too-cool-to-melt-snapback',
      description: 'Sky-blue snapback with a pink brim and an embroidered Drip patch. One size fits most grown-ups and big kids.',
      category: 'accessories',
      priceCents: 2200,
      hasVariants: false,
      imageUrl: img('too-cool-snapback.svg'),
      isActive: true,
      createdAt: when.instant('2026-08-25T15:00:00Z'),
      variants: [],
      images: [
        {
          id: 'f95fafc7-a1cc-4c77-94dd-29e5abbe711a',
          imageUrl: img('too-cool-snapback.svg'),
          altText: 'Blue snapback cap with a pink brim and Drip patch',
          displayOrder: 1,
          isPrimary: true,
        },
      ],
    },
    {
      id: '68c16f15-ff4d-4116-848b-adc7e2d0823b',
      name: 'Drip Sticker Pack',
      slug: 'drip-sticker-pack',
      description: 'Eight glossy vinyl stickers, waterproof and laptop-ready, featuring Blaze, Sunny, Fluff Mama and Cool Blue.',
      category: 'accessories',
      priceCents: 600,
      hasVariants: false,
      imageUrl: img('sticker-pack.svg'),
      isActive: true,
      createdAt: when.instant('2026-08-15T15:00:00Z'),
      variants: [],
      images: [
        {
          id: '27968605-2ad3-415b-9b85-28f35dfaff3d',
          imageUrl: img('sticker-pack.svg'),
          altText: 'Four round and rectangular Drip vinyl stickers',
          displayOrder: 1,
          isPrimary: true,
        },
      ],
    },
    {
      id: 'cc58569a-a4e8-4125-9ee5-0717019fd143',
      name: 'Cotton-Candy Hustle: The Board Game',
      slug: 'cotton-candy-hustle-the-board-game',
      description:
        'Our online game, now on the kitchen table. Spin, sell and race to build a sweet empire across Atlanta. For 2-5 players, ages 8 and up, about 45 minutes.',
      category: 'games',
      priceCents: 3499,
      hasVariants: false,
      imageUrl: img('hustle-board-game.svg'),
      isActive: true,
      createdAt: when.instant('2026-09-20T15:00:00Z'),
      variants: [],
      images: [
        {
          id: 'a0d4b216-14cb-495d-bd63-78b90e3462bd',
          imageUrl: img('hustle-board-game.svg'),
          altText: 'Cotton-Candy Hustle board game box',
          displayOrder: 1,
          isPrimary: true,
        },
        {
          id: 'b8d47ff3-c74f-44e0-8cc0-2262af5bf52b',
          imageUrl: img('hustle-board-game-contents.svg'),
          altText: 'The game board with a die and three player tokens',
          displayOrder: 2,
          isPrimary: false,
        },
      ],
    },
    {
      id: 'fbd20cc3-bd02-411c-b1c8-07d8b8c549c6',
      name: 'Sweet Shop Card Game',
      slug: 'sweet-shop-card-game',
      description: 'A quick-play card game of flavors and customer orders. Fits in a pocket, perfect for waiting in line at the pop-up.',
      category: 'games',
      priceCents: 1499,
      hasVariants: false,
      imageUrl: img('sweet-shop-card-game.svg'),
      isActive: true,
      createdAt: when.instant('2026-08-05T15:00:00Z'),
      variants: [],
      images: [
        {
          id: '8ac94c7f-8bfc-40da-862e-74e6d8e5a990',
          imageUrl: img('sweet-shop-card-game.svg'),
          altText: 'Sweet Shop card game box with a fan of colorful cards',
          displayOrder: 1,
          isPrimary: true,
        },
      ],
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Game achievements, listed (and unique) by ascending requirement value.

export const seedAchievements: SeedAchievement[] = [
  {
    id: 'first-sale',
    icon: '🍭',
    name: 'First Sale',
    description: 'Serve your very first customer.',
    requirementType: 'customers',
    requirementValue: 1,
    rewardValue: 5,
  },
  {
    id: 'crowd-pleaser',
    icon: '😊',
    name: 'Crowd Pleaser',
    description: 'Serve 25 happy customers (graded A or B).',
    requirementType: 'happy',
    requirementValue: 25,
    rewardValue: 10,
  },
  { id: 'piggy-bank', icon: '🐷', name: 'Piggy Bank', description: 'Earn 50 coins in total.', requirementType: 'coins', requirementValue: 50, rewardValue: 10 },
  { id: 'rising-star', icon: '⭐', name: 'Rising Star', description: 'Score 100 points.', requirementType: 'score', requirementValue: 100, rewardValue: 15 },
  {
    id: 'sugar-rush',
    icon: '⚡',
    name: 'Sugar Rush',
    description: 'Serve 150 customers.',
    requirementType: 'customers',
    requirementValue: 150,
    rewardValue: 20,
  },
  {
    id: 'candy-cash',
    icon: '💰',
    name: 'Candy Cash',
    description: 'Earn 250 coins in total.',
    requirementType: 'coins',
    requirementValue: 250,
    rewardValue: 25,
  },
  { id: 'high-scorer', icon: '🎯', name: 'High Scorer', description: 'Score 500 points.', requirementType: 'score', requirementValue: 500, rewardValue: 30 },
  {
    id: 'food-truck-fund',
    icon: '🚚',
    name: 'Food Truck Fund',
    description: 'Earn 1,000 coins and reach business level 2.',
    requirementType: 'coins',
    requirementValue: 1000,
    rewardValue: 50,
  },
  {
    id: 'neighborhood-legend',
    icon: '🏘️',
    name: 'Neighborhood Legend',
    description: 'Serve 1,500 customers.',
    requirementType: 'customers',
    requirementValue: 1500,
    rewardValue: 75,
  },
  {
    id: 'spin-master',
    icon: '🌀',
    name: 'Spin Master',
    description: 'Score 2,500 points.',
    requirementType: 'score',
    requirementValue: 2500,
    rewardValue: 100,
  },
  {
    id: 'sweet-empire',
    icon: '👑',
    name: 'Sweet Empire',
    description: 'Earn 5,000 coins in total.',
    requirementType: 'coins',
    requirementValue: 5000,
    rewardValue: 200,
  },
  {
    id: 'hall-of-fame',
    icon: '🏆',
    name: 'Hall of Fame',
    description: 'Score 10,000 points.',
    requirementType: 'score',
    requirementValue: 10000,
    rewardValue: 500,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Academy. Durations in minutes; a course's estimated duration is the sum of its lessons. "Fundraiser Stand Captain"
// is still a draft, and one Flavor Lab lesson is unpublished.

export function seedCourses(when: SampleCalendar): SeedCourse[] {
  return [
    {
      id: 'ff6ee9cc-14cb-4efc-b46e-fc8bf81d084a',
      title: 'Cotton Candy Stand 101',
      description:
        'Everything you need for your first day behind the machine: safe setup, spinning a full cone, pricing, and cleaning up so the next day starts easy.',
      imageUrl: '/images/academy/stand-101.svg',
      difficultyLevel: 'beginner',
      estimatedDuration: 46,
      isPublished: true,
      orderIndex: 1,
      createdAt: when.instant('2026-07-01T15:00:00Z'),
      lessons: [
        {
          id: '903ec5bd-7348-455d-859b-815781359f4f',
          title: 'Welcome to the Drip Kitchen',
          description: 'Meet the family, the machine and the four rules of the stand.',
          vimeoVideoId: '76979871',
          duration: 6,
          isPublished: true,
          previewAvailable: true,
          orderIndex: 1,
        },
        {
          id: 'a5b0dd24-2c39-46c4-8f84-2a0cdacfc14f',
          title: 'Setting Up Your Machine Safely',
          description: 'Where to put it, how to plug it in, and why the bowl guard stays on.',
          vimeoVideoId: '22439234',
          duration: 9,
          isPublished: true,
          previewAvailable: true,
          orderIndex: 2,
        },
        {
          id: '4b9fe6e3-2e20-48ba-b1bc-cb163a5b9f21',
          title: 'Spinning Your First Cone',
          description: 'The wrist roll, the bowl sweep and how to build a cone that holds its shape.',
          vimeoVideoId: '1084537',
          duration: 12,
          isPublished: true,
          previewAvailable: false,
          orderIndex: 3,
        },
        {
          id: '3e851988-3f69-4afa-96c6-4076e748b023',
          title: 'Pricing and Making Change',
          description: 'Set prices that cover your costs, make a cash box float, and count change back with confidence.',
          vimeoVideoId: '76979871',
          duration: 10,
          isPublished: true,
          previewAvailable: false,
          orderIndex: 4,
        },
        {
          id: 'eb87b51e-7993-44a8-b946-e83d028be4d8',
          title: 'Cleanup and Closing Routine',
          description: 'A ten-minute routine that keeps your machine running for years.',
          vimeoVideoId: '22439234',
          duration: 9,
          isPublished: true,
          previewAvailable: false,
          orderIndex: 5,
        },
      ],
    },
    {
      id: '2a7892cb-bbfc-4765-8456-85fff971794b',
      title: 'Flavor & Color Lab',
      description: 'How we build new flavors: mixing sugars, layering colors into swirls, and running a taste test that gives honest answers.',
      imageUrl: '/images/academy/flavor-lab.svg',
      difficultyLevel: 'intermediate',
      estimatedDuration: 46,
      isPublished: true,
      orderIndex: 2,
      createdAt: when.instant('2026-07-15T15:00:00Z'),
      lessons: [
        {
          id: '12d00c3a-30fa-4fc4-b071-e4de14f371e3',
          title: 'How Flavor Works in Spun Sugar',
          description: 'Why some flavors go flat in the machine, and how to fix it.',
          vimeoVideoId: '1084537',
          duration: 11,
          isPublished: true,
          previewAvailable: true,
          orderIndex: 1,
        },
        {
          id: '8482beeb-1080-4858-abd2-9ebeb7d6999f',
          title: 'Two-Tone Swirls',
          description: 'Spinning two sugars at once for the sunset look of Peach Cobbler Swirl.',
          vimeoVideoId: '76979871',
          duration: 13,
          isPublished: true,
          previewAvailable: false,
          orderIndex: 2,
        },
        {
          id: '00593d05-3470-4c80-94b9-6c409294f1f5',
          title: 'Matching Party Colors',
          description: "Hitting a customer's theme colors without muddy results.",
          vimeoVideoId: '22439234',
          duration: 10,
          isPublished: true,
          previewAvailable: false,
          orderIndex: 3,
        },
        {
          id: '3faa17df-ad9c-4651-8a3a-0a8fe97cf0b2',
          title: 'Running an Honest Taste Test',
          description: 'Blind tests, score cards, and why grandmothers make the best judges.',
          vimeoVideoId: '1084537',
          duration: 12,
          isPublished: false,
          previewAvailable: false,
          orderIndex: 4,
        },
      ],
    },
    {
      id: 'd3359db1-b915-4945-9407-4d73285d185b',
      title: 'Grow Your Sweet Business',
      description: 'From one stand to a real business: booking events, social media that sells, simple bookkeeping and hiring your first helper.',
      imageUrl: '/images/academy/grow-your-business.svg',
      difficultyLevel: 'advanced',
      estimatedDuration: 60,
      isPublished: true,
      orderIndex: 3,
      createdAt: when.instant('2026-08-01T15:00:00Z'),
      lessons: [
        {
          id: '22890b15-7c24-4a6c-a97f-debda7651953',
          title: 'Booking Private Events',
          description: 'Packages, deposits and the questions to ask before you say yes.',
          vimeoVideoId: '76979871',
          duration: 15,
          isPublished: true,
          previewAvailable: true,
          orderIndex: 1,
        },
        {
          id: 'c58fd448-db94-4638-9e61-38227791bb10',
          title: 'Social Media That Sells',
          description: 'Short videos, real customers and a posting rhythm you can keep up.',
          vimeoVideoId: '22439234',
          duration: 14,
          isPublished: true,
          previewAvailable: false,
          orderIndex: 2,
        },
        {
          id: 'b3ef7277-98d6-43fd-9ccc-e32da9410ee8',
          title: 'Bookkeeping for Busy People',
          description: 'Track costs, sales and profit in one page a week.',
          vimeoVideoId: '1084537',
          duration: 16,
          isPublished: true,
          previewAvailable: false,
          orderIndex: 3,
        },
        {
          id: 'a5044909-f8ac-4062-a6ac-e3373fb032d4',
          title: 'Hiring Your First Helper',
          description: 'Training, scheduling and building a crew people want to be part of.',
          vimeoVideoId: '76979871',
          duration: 15,
          isPublished: true,
          previewAvailable: false,
          orderIndex: 4,
        },
      ],
    },
    {
      id: '9f84d243-b7fb-43ef-a87f-cb5ca1defb99',
      title: 'Fundraiser Stand Captain',
      description: 'For kids ages 8-16 and their grown-ups: plan a fundraiser stand, sell with confidence and score big on the leaderboard.',
      imageUrl: '/images/academy/fundraiser-captain.svg',
      difficultyLevel: 'beginner',
      estimatedDuration: 24,
      isPublished: false,
      orderIndex: 4,
      createdAt: when.instant('2026-08-15T15:00:00Z'),
      lessons: [
        {
          id: '97167144-16ce-4ccd-8914-35fc9a1c1c5d',
          title: 'Planning Your Stand',
          description: 'Pick a spot, check the rules for permits, and set a goal your team can see.',
          vimeoVideoId: '22439234',
          duration: 8,
          isPublished: true,
          previewAvailable: true,
          orderIndex: 1,
        },
        {
          id: '62fb320b-2e47-468e-aa95-206a6d29cab1',
          title: 'Selling With a Smile',
          description: 'Greeting customers, telling your story and handling a slow afternoon.',
          vimeoVideoId: '1084537',
          duration: 7,
          isPublished: true,
          previewAvailable: false,
          orderIndex: 2,
        },
        {
          id: '56bf7fb1-f0fa-47c9-8aef-14defc01097f',
          title: 'Uploading Your Story for Points',
          description: 'Photos, videos and write-ups that earn creativity points.',
          vimeoVideoId: '76979871',
          duration: 9,
          isPublished: true,
          previewAvailable: false,
          orderIndex: 3,
        },
      ],
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Business details shown by the public pages and edited in back-office Settings.

export const seedSiteSettings: SeedSiteSettings = {
  contact: {
    phone: '(404) 555-0142',
    email: 'hello@dripcottoncandy.com',
    address: '870 Marietta St NW, Suite 110, Atlanta, GA 30318',
    hoursText: 'Mon-Fri 9am-5pm EST',
  },
  social: {
    instagram: 'https://www.instagram.com/dripcottoncandy',
    tiktok: 'https://www.tiktok.com/@dripcottoncandy',
    youtube: 'https://www.youtube.com/@dripcottoncandy',
    facebook: 'https://www.facebook.com/dripcottoncandy',
  },
};

/**
 * Pickup and delivery times and zones a new site starts with: open Tuesday to Saturday, hour slots, made fresh a day
 * ahead, four orders an hour, and a few intown Atlanta ZIP codes for delivery.
 */
export const seedFulfilmentSettings: FulfilmentSettings = {
  week: [
    { open: '', close: '' },
    { open: '', close: '' },
    { open: '10:00', close: '18:00' },
    { open: '10:00', close: '18:00' },
    { open: '10:00', close: '18:00' },
    { open: '10:00', close: '19:00' },
    { open: '10:00', close: '16:00' },
  ],
  closedDays: ['2026-12-24', '2026-12-25', '2027-01-01'],
  slotMinutes: 60,
  leadHours: 24,
  // A dozen orders an hour: what one batch of spinning makes.
  capacity: 12,
  daysAhead: 21,
  zones: [
    // Downtown, around the corner: no minimum.
    { zip: '30303', feeCents: 400, minimumCents: 0 },
    { zip: '30318', feeCents: 500, minimumCents: 2500 },
    { zip: '30309', feeCents: 500, minimumCents: 2500 },
    { zip: '30308', feeCents: 600, minimumCents: 2500 },
    { zip: '30306', feeCents: 700, minimumCents: 3000 },
    // Party orders out east: a larger minimum.
    { zip: '30307', feeCents: 800, minimumCents: 7500 },
  ],
};
