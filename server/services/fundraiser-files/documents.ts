import { rgb } from 'pdf-lib';
import { GROUP_SHARE_MAX_PERCENT } from '@shared/schemas/admin-fundraiser';
import { POINTS_FORMULA } from '../fundraiser-points';
import { BRAND, drawCentered, drawSignFrame, FlowWriter, LETTER_LANDSCAPE, newDocument } from './pdf-layout';

// The printable documents of the Fluff Fundraiser. Texts follow the program's rules: ages 8-16, adult
// supervision under 12, parents register, local permits, the group's share of collected sales, 16oz and 32oz tubs. The
// points are stated with the numbers of the one formula the site scores with (fundraiser-points.ts), never their own.

const { perSalesDollar, perRatingStar, creativityAwardMax } = POINTS_FORMULA;

/** How the site scores a stand, in the printables' words, from the formula's own numbers. */
export const SCORE_RULES = [
  {
    category: 'Sales',
    points: `${perSalesDollar} points per whole dollar`,
    how: 'Orders supporters place from your stand page (or by choosing your stand at checkout), once paid online or picked up',
  },
  {
    category: 'Customer satisfaction',
    points: `${perRatingStar} points per star`,
    how: 'Each order can rate your stand 1-5 stars once, from the link in its order email',
  },
  {
    category: 'Creativity',
    points: `1-${creativityAwardMax} points an award`,
    how: 'Our team awards them for the story, photo and videos you add on your stand page',
  },
] as const;

/** What a stand's parent does instead of uploading a card: the site counts everything itself. */
const SITE_COUNTS =
  'Nothing to upload: the site counts paid and picked-up orders, ratings and awards by itself. See your points on your stand page (My stand).';

export async function starterKitPdf(): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument('Fluff Fundraiser Starter Kit', 'Everything a kid-run cotton candy stand needs to get started');
  const w = new FlowWriter(doc, fonts, 'Starter Kit');
  w.title('Your Fluff Fundraiser Starter Kit', 'Register, spin & sell, share & score: the whole quest in one guide.');
  w.paragraph(
    `Welcome to the quest! The Fluff Fundraiser helps schools, sports teams, church youth groups, summer camps and non-profits raise money by selling Drip gourmet cotton candy. Kids ages 8-16 run the stand, grown-ups have their backs, and your group gets up to ${GROUP_SHARE_MAX_PERCENT}% of the sales your stands collect.`,
  );
  w.heading('How the quest works');
  w.bullets(
    [
      'Register: a parent or guardian signs up on the Fluff Fundraiser page and gets this kit, the score card and the templates.',
      'Spin & Sell: order your themed 16oz and 32oz tubs with your custom order form, set up the stand and sell.',
      'Share & Score: share your stand page. Its orders, your supporters’ star ratings and the story, photo and videos you add to it earn points.',
    ],
    'number',
  );
  w.heading('Before your first sale');
  w.bullets(
    [
      'A parent or guardian registers every participant and is present at the stand for younger sellers.',
      'Adult supervision is required for every participant under 12.',
      'Check your local regulations and get any permits your city, county, school or venue requires.',
      'Ask the venue where you may set up, and whether you may use an outlet or tables.',
      'Decide your goal: what are you raising money for, and how much? Write it on your sign.',
    ],
    'checkbox',
  );
  w.callout(
    'Permit questions to ask',
    'Do we need a temporary vendor or food permit for pre-packaged treats? Is there a fee or a form? Are there rules for kids selling on public property? Does the school or venue need a certificate of insurance?',
  );
  w.heading('What you sell');
  w.table(
    ['Item', 'Size', 'Good for', 'Tip'],
    [
      ['Themed cotton candy tub', '16oz', 'One person or a small family', 'Your best seller at games and fairs'],
      ['Themed cotton candy tub', '32oz', 'Parties, offices, sharing', 'Take pre-orders for pick-up after the event'],
      ['Optional merch', '-', 'Fans who want more', 'Add to your order form to raise even more'],
    ],
    [3, 1.2, 2.5, 3.5],
  );
  w.paragraph(
    "Sealed tubs stay fresh for up to two weeks. Once opened, enjoy within three to five days and keep the lid on tight: humidity is cotton candy's only enemy. Store tubs in a cool, dry place, out of the sun and never in a hot car.",
  );
  w.heading('Setting up the stand');
  w.bullets(
    [
      'A table with a clean cloth, in the shade, where people walk past.',
      'Your stand sign and price list (print them from the Templates & Printables).',
      'A cash box with change (small bills and quarters) and a way to take card payments if a grown-up has one.',
      'Hand sanitizer, wipes, a trash bag and the hygiene checklist.',
      'Your score card, to keep your own tally of the day.',
      'A phone or camera for photos and video (ask customers before filming them).',
    ],
    'checkbox',
  );
  w.heading('Selling tips from kids who have done it');
  w.bullets([
    'Smile and say hi to everyone. Greet repeat customers by name.',
    'Tell people what the money is for. A goal on the sign sells more tubs.',
    'Offer both sizes: "The 32oz is great for sharing at home."',
    'Count change back out loud, and thank every customer.',
    'Keep a notebook of which flavors and sizes sell best, and when.',
  ]);
  w.heading('Share & Score');
  w.table(
    ['Points for', 'How many', 'How they are earned'],
    SCORE_RULES.map((rule) => [rule.category, rule.points, rule.how]),
    [2, 2, 5],
  );
  w.paragraph(
    `Your total points are the three together; your average is your total divided by the stand days you have held so far (at least one). The leaderboard ranks stands by either, and the top three earn medals. ${SITE_COUNTS}`,
  );
  w.heading('Need help?');
  w.paragraph(
    'Contact the Drip crew for your starter kit questions and your custom order form: use the contact page on our web site, or reply to your registration email. We typically reply within 24 hours.',
  );
  return doc.save();
}

export async function scoreCardPdf(): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument('Fluff Fundraiser Score Card', 'Scoring rubric: sales, customer satisfaction, creativity');
  const w = new FlowWriter(doc, fonts, 'Score Card');
  w.title('Fluff Fundraiser Score Card', 'Keep your own tally at each stand day: the site counts your points for you.');
  w.fillIn(['Participant name:', 'Group or team:', 'City:', 'Stand day date:', 'Location:']);
  w.heading('How the site scores your stand');
  w.table(
    ['Points for', 'How many', 'How they are earned'],
    SCORE_RULES.map((rule) => [rule.category, rule.points, rule.how]),
    [2, 2, 5],
  );
  w.heading('Your tally for this stand day');
  w.table(
    ['Count', 'Number', 'Points'],
    [
      [`Whole dollars collected (x ${perSalesDollar})`, '', ''],
      [`Stars from ratings (x ${perRatingStar})`, '', ''],
      ['Creativity points awarded (see your stand page)', '', ''],
      ['Total', '', ''],
    ],
    [4, 2, 2],
    { rowHeight: 30 },
  );
  w.heading('Tub tally');
  w.table(
    ['Size', 'Tubs sold (tally marks)', 'Total tubs'],
    [
      ['16oz', '', ''],
      ['32oz', '', ''],
    ],
    [1.2, 5, 1.5],
    { rowHeight: 34 },
  );
  w.callout(
    'How the leaderboard uses your points',
    `Your total is the sum of all your points; your average is your total divided by the stand days you have held so far (at least one). The leaderboard can be sorted by either one. ${SITE_COUNTS}`,
  );
  w.fillIn(['Supervising adult (print name):', 'Signature:']);
  return doc.save();
}

export async function standSignagePdf(): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument('Fluff Fundraiser Stand Signage', 'Printable signs for a cotton candy fundraiser stand');
  const signs: { top: string; big: string; lines: string[]; color: ReturnType<typeof rgb> }[] = [
    { top: 'DRIP COTTON CANDY', big: 'Fresh Cotton Candy!', lines: ['16oz & 32oz tubs', 'Every tub supports: ______________________'], color: BRAND.pink },
    { top: 'WE ARE', big: 'OPEN', lines: ['Sweet indulgence with attitude.', 'Too cool to melt!'], color: BRAND.purple },
    {
      top: 'HELP US REACH OUR GOAL',
      big: 'Goal: $________',
      lines: ['We are raising money for:', '________________________________________'],
      color: BRAND.blue,
    },
    { top: 'FROM ALL OF US', big: 'Thank You!', lines: ['Rate our stand from your order email', 'and help us climb the leaderboard.'], color: BRAND.pink },
  ];
  for (const sign of signs) {
    const page = doc.addPage(LETTER_LANDSCAPE);
    const [width, height] = LETTER_LANDSCAPE;
    drawSignFrame(page, sign.color);
    drawCentered(page, sign.top, height - 160, fonts.bold, 26, BRAND.ink);
    // As large as fits inside the border.
    const bigSize = Math.min(120, Math.floor((110 * (width - 200)) / fonts.bold.widthOfTextAtSize(sign.big, 110)));
    drawCentered(page, sign.big, height / 2 - bigSize / 3, fonts.bold, bigSize, sign.color);
    sign.lines.forEach((line, i) => drawCentered(page, line, 150 - i * 36, fonts.bold, 24, BRAND.ink));
    drawCentered(page, 'Fluff Fundraiser  |  Drip Cotton Candy, Atlanta', 50, fonts.italic, 12, BRAND.grey);
  }
  return doc.save();
}

export async function priceListTemplatePdf(): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument('Fluff Fundraiser Price List Template', 'Price list for 16oz and 32oz tubs');
  const w = new FlowWriter(doc, fonts, 'Price List');
  w.title('Price List', 'Write your prices in the boxes, then display this sheet at the front of your stand.');
  w.table(
    ['Flavor', '16oz tub', '32oz tub'],
    [
      ['Classic Pink Vanilla', '$', '$'],
      ['Blue Raspberry Blast', '$', '$'],
      ['Peach Cobbler Swirl', '$', '$'],
      ['Birthday Cake Fluff', '$', '$'],
      ['Cool Blue Mint Fluff', '$', '$'],
      ['Our special: ____________', '$', '$'],
    ],
    [4, 2, 2],
    { rowHeight: 40 },
  );
  w.heading('Bundles and extras');
  w.table(
    ['Deal', 'Price'],
    [
      ['Two 16oz tubs', '$'],
      ['One 16oz + one 32oz tub', '$'],
      ['Pre-order 32oz tub for pick-up', '$'],
      ['Optional merch: ____________', '$'],
    ],
    [6, 2],
    { rowHeight: 34 },
  );
  w.callout(
    'Setting your prices',
    `Your group gets up to ${GROUP_SHARE_MAX_PERCENT}% of the sales your stands collect. Every order placed from your stand page earns ${perSalesDollar} points per whole dollar once it is paid or picked up. Pick round numbers so change is easy, and check your order form for the cost of each size before you decide.`,
  );
  w.fillIn(['All proceeds support:', 'Accepted payments:']);
  return doc.save();
}

export const HYGIENE_CHECKLIST = {
  before: [
    'Wash hands with soap and warm water for at least 20 seconds.',
    'Tie back long hair with a hair tie; wear a hat or headband.',
    'Wear a clean apron or shirt. No one who feels sick works the stand.',
    'Cover cuts with a bandage and wear gloves over them.',
    'Wipe the table and cover it with a clean cloth.',
    'Keep tubs sealed, in the shade, off the ground and away from heat.',
    'Post the allergen card: which flavors and colors each tub contains.',
  ],
  during: [
    'Use fresh food-safe gloves to serve; change them after handling money, trash or your face.',
    'Keep money handling and treat handling separate (one person each if you can).',
    'Never open a tub to give samples by hand; use single-wrapped samples only.',
    'Keep tubs out of direct sun; cotton candy melts and goes sticky in heat and humidity.',
    'Use hand sanitizer after every break, and wash hands after the restroom.',
    'Answer allergen questions from the card; if you are not sure, say so.',
  ],
  after: [
    'Unplug any machine and let the spinner head cool before cleaning.',
    'Clean the spinner bowl and head with warm water; dry it completely.',
    'Store leftover sealed tubs in a cool, dry, airtight place; throw away opened ones after 3-5 days.',
    'Store unused sugar in a sealed container off the floor, away from moisture and pests.',
    'Wipe down the table, empty the trash and wash hands.',
    'Fill in your score card, and add your best photo to your stand page.',
  ],
} as const;

export async function hygieneChecklistPdf(): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument('Fluff Fundraiser Hygiene Checklist', 'Food hygiene checklist for a cotton candy stand');
  const w = new FlowWriter(doc, fonts, 'Hygiene Checklist');
  w.title('Stand Hygiene Checklist', 'Tick every box, every event. A grown-up checks the list with you.');
  w.fillIn(['Event date:', 'Checked by (adult):']);
  w.heading('Before you open');
  w.bullets([...HYGIENE_CHECKLIST.before], 'checkbox');
  w.heading('While you sell');
  w.bullets([...HYGIENE_CHECKLIST.during], 'checkbox');
  w.heading('After you close');
  w.bullets([...HYGIENE_CHECKLIST.after], 'checkbox');
  w.callout(
    'Take the Hygiene Quiz',
    'Pass the food-hygiene quiz on the Fluff Fundraiser page (8 out of 10 to pass) and print your certificate to display at your stand.',
  );
  return doc.save();
}
