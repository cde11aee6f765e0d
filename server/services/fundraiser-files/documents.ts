import { rgb } from 'pdf-lib';
import { BRAND, drawCentered, drawSignFrame, FlowWriter, LETTER_LANDSCAPE, newDocument } from './pdf-layout';

// The printable documents of the Fluff Fundraiser. Texts follow the program's rules: ages 8-16, adult
// supervision under 12, parents register, local permits, up to 50% profit, 16oz and 32oz tubs, points for sales,
// customer satisfaction and creativity.

/** Points a stand can earn at one event: the leaderboard's averages (800-950) sit on this 1000-point scale. */
export const SCORE_RUBRIC = [
  {
    category: 'Sales',
    max: 400,
    levels: ['Up to 10 tubs: 100', '11-25 tubs: 200', '26-50 tubs: 300', 'More than 50 tubs: 400'],
    evidence: 'Tally sheet or order summary, photo of the empty shelf',
  },
  {
    category: 'Customer satisfaction',
    max: 300,
    levels: ['Fewer than 5 happy-customer votes: 100', '5-14 votes: 200', '15 or more votes: 300'],
    evidence: 'Smiley-face vote card at the stand, customer quotes',
  },
  {
    category: 'Creativity',
    max: 300,
    levels: ['Stand decorated: 100', 'Original sign or theme: 100', 'Story, photo or video posted with #FluffFundraiser: 100'],
    evidence: 'Photos or a video of the stand, link to your post',
  },
] as const;

export async function starterKitPdf(): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument('Fluff Fundraiser Starter Kit', 'Everything a kid-run cotton candy stand needs to get started');
  const w = new FlowWriter(doc, fonts, 'Starter Kit');
  w.title('Your Fluff Fundraiser Starter Kit', 'Register, spin & sell, upload & score: the whole quest in one guide.');
  w.paragraph(
    'Welcome to the quest! The Fluff Fundraiser helps schools, sports teams, church youth groups, summer camps and non-profits raise money by selling Drip gourmet cotton candy. Kids ages 8-16 run the stand, grown-ups have their backs, and your group keeps up to 50% profit on every tub.',
  );
  w.heading('How the quest works');
  w.bullets(
    [
      'Register: a parent or guardian signs up on the Fluff Fundraiser page and gets this kit, the score card and the templates.',
      'Spin & Sell: order your themed 16oz and 32oz tubs with your custom order form, set up the stand and sell.',
      'Upload & Score: after every stand, upload your stories and photos. Each event earns points for sales, customer satisfaction and creativity.',
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
      'Your score card and a smiley-face vote card for customers.',
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
  w.heading('Upload & Score');
  w.paragraph(
    'After each stand, fill in the score card and upload your stories, photos and videos with #FluffFundraiser. Your points count toward the leaderboard, which ranks participants by average points per event and by total points. The top three earn medals.',
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
  w.title('Fluff Fundraiser Score Card', 'Fill in one card per event and upload it with your photos.');
  w.fillIn(['Participant name:', 'Group or team:', 'City:', 'Event date:', 'Location:']);
  w.heading('Scoring rubric (up to 1000 points per event)');
  w.table(
    ['Category', 'Max', 'How points are earned', 'Evidence to upload'],
    SCORE_RUBRIC.map((row) => [row.category, String(row.max), row.levels.join('\n'), row.evidence]),
    [2, 0.8, 4, 3],
  );
  w.heading('Your score for this event');
  w.table(
    ['Category', 'Points earned', 'Notes'],
    [...SCORE_RUBRIC.map((row) => [`${row.category} (max ${row.max})`, '', '']), ['Total (max 1000)', '', '']],
    [3, 2, 4],
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
    'How the leaderboard uses your card',
    'Each uploaded card adds its total to your total points, and your average points are your total divided by the number of events. The leaderboard can be sorted by either one.',
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
    { top: 'FROM ALL OF US', big: 'Thank You!', lines: ['Share your tub with #FluffFundraiser', 'and help us climb the leaderboard.'], color: BRAND.pink },
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
    'Your group keeps up to 50% profit on every tub. Pick round numbers so change is easy, and check your order form for the cost of each size before you decide.',
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
    'Fill in your score card and upload your photos.',
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
