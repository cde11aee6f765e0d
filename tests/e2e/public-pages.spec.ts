import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/site';

// The public pages that are not the shop, the blog or the fundraiser, walked as a visitor.

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** The home page, scrolled so that its lower sections (fetched on approach) are there. */
async function openHome(page: Page) {
  await page.goto('/');
  await page.getByTestId('home-more').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('sweet-facts')).toBeVisible();
}

/** The page's own title and description (index.html keeps a site-wide one for crawlers without JavaScript). */
async function expectHead(page: Page, title: string, description: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', new RegExp(`^${description}`));
}

test.describe('home', () => {
  test('has every section, and its links go to their pages', async ({ page }) => {
    await openHome(page);
    await expectHead(page, 'Drip Cotton Candy — Sweet indulgence with attitude', 'Gourmet cotton candy from a family-run shop in Atlanta. Shop');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sweet indulgence');

    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');
    await expect(main.getByRole('link', { name: 'Find Pop-Ups' })).toHaveAttribute('href', '/events');

    const crew: [name: string, flavor: string][] = [
      ['Blaze', 'Rainbow Swirl'],
      ['Sunny', 'Peach Cobbler Swirl'],
      ['Fluff Mama', 'Classic Pink Vanilla'],
      ['Cool Blue', 'Cool Blue Mint'],
    ];
    for (const [name, flavor] of crew) {
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card).toContainText(flavor);
      await expect(card.locator('img')).toHaveJSProperty('complete', true);
    }

    await expect(main.getByRole('link', { name: /Cotton Candy/ }).first()).toHaveAttribute('href', '/shop?category=cotton-candy');
    await expect(main.getByRole('link', { name: /Fluff Collection/ })).toHaveAttribute('href', '/shop?category=fluff-collection');
    await expect(main.getByRole('link', { name: /Accessories/ })).toHaveAttribute('href', '/shop?category=accessories');

    await expect(page.getByTestId('popup-teaser').getByRole('link', { name: 'See all pop-ups' })).toHaveAttribute('href', '/events');
    await expect(page.getByTestId('featured-kid-teaser')).toContainText('Amara W.');
    await expect(page.getByTestId('featured-kid-teaser').getByRole('link')).toHaveAttribute('href', '/featured-kids');
    await expect(main.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/private-events');

    // Six posts, each opening Instagram in a new tab: a fresh site has no post addresses, so each opens the
    // business's profile (never a made-up post address).
    const tiles = page.getByTestId('instagram-grid').getByRole('link');
    await expect(tiles).toHaveCount(6);
    for (const tile of await tiles.all()) {
      await expect(tile).toHaveAttribute('href', 'https://www.instagram.com/dripcottoncandy');
      await expect(tile).toHaveAttribute('target', '_blank');
    }
    const posts = page.getByTestId('instagram-grid').locator('li');
    await expect(posts).toHaveCount(6);
    for (const post of await posts.all()) {
      const alt = (await post.locator('img').getAttribute('alt')) ?? '';
      expect(alt.length).toBeGreaterThan(0);
      expect(Array.from(alt).length).toBeLessThanOrEqual(50);
    }
    // The longest caption is cut exactly at 50 characters.
    await expect(page.getByTestId('instagram-grid').getByAltText('Saturday at Westside Provisions: we sold out of Bl', { exact: true })).toBeVisible();

    await main.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await page.goBack();
    await page.getByTestId('home-more').scrollIntoViewIfNeeded();
    await main.getByRole('link', { name: /Fluff Collection/ }).click();
    await expect(page).toHaveURL(/\/shop\?category=fluff-collection$/);
  });

  test('the top of the page answers before its code has loaded: a link opens in a new tab, a press waits for the code', async ({ page, context }) => {
    // The top's code is held back, as on a slow phone: the server's markup is all there is.
    let releaseTopCode = () => {};
    const topCodeHeld = new Promise<void>((resolve) => (releaseTopCode = resolve));
    await page.route(/\/assets\/home-top-[^/]+\.js$/, async (route) => {
      await topCodeHeld;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const shopNow = page.locator('main').getByRole('link', { name: 'Shop Now' });
    const [tab] = await Promise.all([context.waitForEvent('page'), shopNow.click({ modifiers: ['ControlOrMeta'] })]);
    await expect(tab).toHaveURL(/\/shop$/);
    await tab.close();
    await expect(page).toHaveURL(/\/$/);
    // A plain press is held until the code is live, then answered as a press.
    await shopNow.click();
    await expect(page).toHaveURL(/\/$/);
    releaseTopCode();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('Play now opens the game panel without loading the game with the page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await expect(page.getByTestId('game-panel')).toHaveAttribute('data-expanded', 'false');
    await page.getByRole('button', { name: 'Play now' }).click();
    await expect(page.getByTestId('game-panel')).toHaveAttribute('data-expanded', 'true');
    // The game's code arrives only now.
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
  });

  test('Sweet Facts: next, previous, wrap-around and dots', async ({ page }) => {
    await openHome(page);
    const carousel = page.getByTestId('sweet-facts');
    const slide = carousel.getByTestId('sweet-fact');
    await expect(slide).toHaveAttribute('aria-label', '1 of 6');
    await expect(slide).toContainText('Invented by a Dentist');

    await carousel.getByRole('button', { name: 'Next fact' }).click();
    await expect(slide).toHaveAttribute('aria-label', '2 of 6');
    await carousel.getByRole('button', { name: 'Previous fact' }).click();
    await carousel.getByRole('button', { name: 'Previous fact' }).click();
    await expect(slide).toHaveAttribute('aria-label', '6 of 6');
    await expect(slide).toContainText('Many Names, One Cloud');
    await carousel.getByRole('button', { name: 'Next fact' }).click();
    await expect(slide).toHaveAttribute('aria-label', '1 of 6');

    await carousel.getByRole('button', { name: /^Show fact 4/ }).click();
    await expect(slide).toHaveAttribute('aria-label', '4 of 6');
    await expect(carousel.getByRole('button', { name: /^Show fact 4/ })).toHaveAttribute('aria-current', 'true');
  });

  test('Sweet Facts advance every 5 seconds and hold while hovered', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const carousel = page.getByTestId('sweet-facts');
    const slide = carousel.getByTestId('sweet-fact');
    // From here on the page's time moves only when the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
    await carousel.getByRole('button', { name: /^Show fact 1/ }).click();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-rotating', 'true');

    await page.clock.runFor(4_900);
    await expect(slide).toHaveAttribute('aria-label', '1 of 6');
    await page.clock.runFor(200);
    await expect(slide).toHaveAttribute('aria-label', '2 of 6');

    await slide.hover();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.clock.runFor(15_000);
    await expect(slide).toHaveAttribute('aria-label', '2 of 6');

    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await page.clock.runFor(5_100);
    await expect(slide).toHaveAttribute('aria-label', '3 of 6');

    await carousel.getByRole('button', { name: 'Pause automatic facts' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await page.clock.runFor(15_000);
    await expect(slide).toHaveAttribute('aria-label', '3 of 6');
  });

  test('Sweet Facts hold still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openHome(page);
    await page.mouse.move(0, 0);
    const carousel = page.getByTestId('sweet-facts');
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.clock.runFor(20_000);
    await expect(carousel.getByTestId('sweet-fact')).toHaveAttribute('aria-label', '1 of 6');
    // The buttons still work.
    await carousel.getByRole('button', { name: 'Next fact' }).click();
    await expect(carousel.getByTestId('sweet-fact')).toHaveAttribute('aria-label', '2 of 6');
  });
});

test.describe('/events', () => {
  test('lists upcoming events three at a time, never a past one, with Load More Events', async ({ page }) => {
    await page.goto('/events');
    await expectHead(page, 'Pop-Up Events — Drip Cotton Candy', 'Find the Drip Cotton Candy cart at pop-ups');
    const cards = page.getByTestId('event-card');
    await expect(cards).toHaveCount(3);
    const loadMore = page.getByRole('button', { name: 'Load More Events' });
    let shown = 3;
    while (await loadMore.isVisible()) {
      await loadMore.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(shown);
      shown = await cards.count();
    }
    expect(shown).toBeGreaterThan(3);
    const titles = await cards.getByRole('heading').allTextContents();
    // The sample content puts these two before the day the site was seeded.
    expect(titles).not.toContain('Westside Saturday Pop-Up');
    expect(titles).not.toContain('Fall Family Day at Piedmont Park');
    // Soonest first.
    const dates = await cards.locator('time').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort());
  });

  test('Add to Calendar downloads a valid .ics file for that event', async ({ page }) => {
    await page.goto('/events');
    const card = page.getByTestId('event-card').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /Add to Calendar/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfolded).toContain('BEGIN:VEVENT');
    expect(unfolded).toMatch(/\r\nUID:[0-9a-f-]{36}@dripcottoncandy\.com\r\n/);
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toMatch(/\r\nDTSTART;TZID=America\/New_York:\d{8}T\d{6}\r\n/);
    expect(unfolded).toMatch(/\r\nDTEND;TZID=America\/New_York:\d{8}T\d{6}\r\n/);
    expect(unfolded).toContain(`SUMMARY:${title.replace(/,/g, '\\,')}`);
    expect(unfolded).toMatch(/\r\nLOCATION:.+\\, .+\r\n/);
    expect(unfolded).toContain('BEGIN:VTIMEZONE');
  });

  test('the map view keeps its place in the URL and pins every listed event with directions', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('button', { name: 'Load More Events' }).click();
    await expect(page.getByTestId('event-card')).toHaveCount(6);
    const titles = await page.getByTestId('event-card').getByRole('heading').allTextContents();

    await page.getByRole('button', { name: 'Map View' }).click();
    await expect(page).toHaveURL(/\/events\?view=map$/);
    await expect(page.getByRole('button', { name: 'Map View' })).toHaveAttribute('aria-pressed', 'true');
    const map = page.getByTestId('events-map');
    await expect(map.getByTestId('map-pin')).toHaveCount(titles.length);
    // Drawn by us: nothing is fetched from a tile server.
    await expect(map.locator('svg')).toBeVisible();
    await expect(map.locator('img, iframe')).toHaveCount(0);

    await map.getByTestId('map-pin').first().click();
    const popup = map.getByTestId('map-popup');
    await expect(popup).toContainText(titles[0]!);
    await expect(popup).toContainText('GA');
    await expect(popup.getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.+/);
    await expect(popup.getByRole('link', { name: /Get directions/ })).toHaveAttribute('target', '_blank');
    await map.getByTestId('map-pin').nth(1).click();
    await expect(popup).toContainText(titles[1]!);
    await expect(page.getByTestId('map-legend-item')).toHaveCount(titles.length);

    await page.reload();
    await expect(page.getByTestId('events-map')).toBeVisible();
    await page.getByRole('button', { name: 'List View' }).click();
    await expect(page).toHaveURL(/\/events\?view=list$/);
    await expect(page.getByTestId('event-card').first()).toBeVisible();
  });
});

test.describe('/events map at phone and desktop widths', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px no pin covers another pin or a place name`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/events?view=map');
      const map = page.getByTestId('events-map');
      await expect(map.getByTestId('map-pin').first()).toBeVisible();
      const boxes = async (testId: string) =>
        (await map.getByTestId(testId).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()))) as DOMRect[];
      const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
      const pinSize = await map
        .getByTestId('map-pin')
        .first()
        .evaluate((element: HTMLElement) => element.offsetWidth);
      const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
      await expect
        .poll(async () => {
          const pins = await boxes('map-pin');
          const places = await boxes('map-place');
          // A pin's face is about a circle as wide as the button (turned 45°, its rectangle is wider than the face).
          const pinOnPin = pins.some((a, i) => pins.some((b, j) => j > i && Math.hypot(centre(a).x - centre(b).x, centre(a).y - centre(b).y) < pinSize));
          const pinOnPlace = pins.some((pin) => places.some((place) => overlap(pin, place)));
          return { pinOnPin, pinOnPlace, places: places.length > 0 };
        })
        .toEqual({ pinOnPin: false, pinOnPlace: false, places: true });
    });
  }
});

test.describe('/featured-kids', () => {
  test('shows the featured kid and past kids, and takes a nomination', async ({ page }) => {
    await page.goto('/featured-kids');
    await expectHead(page, 'Featured Kids — Drip Cotton Candy', 'Meet the kids ages 8-16');
    await expect(page.getByTestId('current-kid')).toContainText('Amara W.');
    // The sample spotlight is the month the site was seeded in.
    await expect(page.getByTestId('current-kid')).toContainText(
      /(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
    await expect(page.getByTestId('past-kid')).toHaveCount(2);

    await page.getByRole('button', { name: 'Nominate a Kid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nominate a Kid' });
    await dialog.getByRole('button', { name: 'Send Nomination' }).click();
    await expect(dialog.getByText("Please enter the kid's name (at least 2 characters)")).toBeVisible();
    await expect(dialog.getByText('Please enter an age between 8 and 16')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

    await dialog.getByLabel("Kid's name").fill('<b>Rosa</b> L');
    await dialog.getByLabel('Age').fill('7');
    await dialog.getByLabel('Their story').fill('Rosa bakes and sells cotton candy cupcakes for the animal shelter.');
    await dialog.getByLabel('Your name').fill('Coach Lee');
    await dialog.getByLabel('Your email').fill(`lee-${unique()}@example.com`);
    await dialog.getByRole('button', { name: 'Send Nomination' }).click();
    await expect(dialog.getByText('Featured kids are ages 8-16')).toBeVisible();

    await dialog.getByLabel('Age').fill('12');
    await dialog.getByRole('button', { name: 'Send Nomination' }).click();
    await expect(page.getByRole('dialog', { name: 'Nomination received!' })).toBeVisible();
    await expect(page.getByText('Nomination sent!')).toBeVisible();
  });
});

test.describe('/private-events', () => {
  test('the date picker starts at the minimum notice, and a sooner date is refused with the phone number', async ({ page }) => {
    // 22:30 on Nov 21 in Atlanta: the default 7 days of notice make Nov 28 the first date.
    await page.clock.setFixedTime(new Date('2026-11-22T03:30:00Z'));
    await page.goto('/private-events');
    const form = page.getByRole('form', { name: 'Book your event' });
    // The form comes alive (and learns today's date) as the visitor reaches it.
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByLabel('Event date')).toHaveAttribute('min', '2026-11-28');
    await form.getByLabel('Your name').fill('Tasha M');
    await form.getByLabel('Email').fill('tasha@example.com');
    await form.getByLabel('Phone').fill('(404) 555-0199');
    await form.getByLabel('Event type').selectOption('birthday');
    await form.getByLabel('Event date').fill('2026-11-24');
    await form.getByLabel('Start time').fill('14:30');
    await form.getByLabel('Event location').fill('12 Kirkwood Ave, Atlanta');
    await form.getByLabel('Number of guests').fill('20');
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await expect(form.getByText(/We need at least 7 days' notice .* please call us at \(404\) 555-0142/)).toBeVisible();
  });

  test('packages, Select and Clear Package, and testimonials', async ({ page }) => {
    await page.goto('/private-events');
    await expectHead(page, 'Private Events — Drip Cotton Candy', 'Book fresh-spun cotton candy for birthdays');
    const cards = page.getByTestId('package-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Fluffy Basic');
    await expect(cards.nth(0)).toContainText('$199.00');
    await expect(cards.nth(1)).toContainText('Mega Drip Party');
    await expect(cards.nth(1)).toContainText('$399.00');
    await expect(cards.nth(1)).toContainText('Most Popular');
    await expect(cards.nth(2)).toContainText('$699.00');
    await expect(cards.nth(2)).toContainText('Photo booth');
    await expect(cards.filter({ hasText: 'Most Popular' })).toHaveCount(1);
    await expect(page.getByTestId('testimonial')).toHaveCount(3);

    const packageSelect = page.getByLabel('Package (optional)');
    await cards
      .nth(2)
      .getByRole('button', { name: /Select Package/ })
      .click();
    await expect(packageSelect.locator('option:checked')).toHaveText('Ultimate Experience ($699.00)');
    await expect(cards.nth(2).getByRole('button', { name: /Selected/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Clear package' }).click();
    await expect(packageSelect.locator('option:checked')).toHaveText('No package selected');
    await expect(cards.nth(2).getByRole('button', { name: /Select Package/ })).toHaveAttribute('aria-pressed', 'false');
    await packageSelect.selectOption({ label: 'Mega Drip Party ($399.00)' });
    await expect(cards.nth(1).getByRole('button', { name: /Selected/ })).toBeVisible();
  });

  test('the booking form enforces its rules and then takes the booking', async ({ page }) => {
    await page.goto('/private-events');
    const form = page.getByRole('form', { name: 'Book your event' });
    await form.getByRole('button', { name: 'Request Booking' }).click();
    for (const message of [
      'Please enter your name',
      'Please enter a valid email address',
      'Please enter your phone number',
      'Please choose an event type',
      'Please choose a date',
      'Please choose a time',
      'Please enter the event location',
      'Please enter the number of guests',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    await form.getByLabel('Your name').fill('Tasha M');
    await form.getByLabel('Email').fill('tasha.example.com');
    await form.getByLabel('Phone').fill('(404) 555-0199');
    await form.getByLabel('Event type').selectOption('birthday');
    await form.getByLabel('Event date').fill('2020-06-01');
    await form.getByLabel('Start time').fill('14:30');
    await form.getByLabel('Event location').fill('12 Kirkwood Ave, Atlanta');
    await form.getByLabel('Number of guests').fill('0');
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Please choose a date that is not in the past')).toBeVisible();
    await expect(form.getByText('Number of guests must be at least 1')).toBeVisible();

    const nextYear = new Date().getFullYear() + 1;
    await form.getByLabel('Email').fill(`tasha-${unique()}@example.com`);
    await form.getByLabel('Event date').fill(`${nextYear}-06-13`);
    await form.getByLabel('Number of guests').fill('25');
    await page
      .getByTestId('package-card')
      .nth(1)
      .getByRole('button', { name: /Select Package/ })
      .click();
    await form.getByLabel('Special requests (optional)').fill('<script>alert(1)</script> purple and gold');
    await form.getByRole('button', { name: 'Request Booking' }).click();
    const success = page.getByTestId('booking-success');
    await expect(success).toContainText('Booking request received!');
    await expect(success).toContainText('within 24 hours');
    await success.getByRole('button', { name: 'Book Another Event' }).click();
    await expect(page.getByLabel('Your name')).toHaveValue('');
    await expect(page.getByLabel('Package (optional)').locator('option:checked')).toHaveText('No package selected');
  });
});

test.describe('/about', () => {
  test('has story, values, founders, mascots, location and the links', async ({ page }) => {
    await page.goto('/about');
    await expectHead(page, 'About — Drip Cotton Candy', 'The family behind Drip Cotton Candy');
    for (const heading of ['Our Story', 'What We Stand For', 'Meet the Founders', 'The Mascot Crew', 'Find Us']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    for (const name of ['Blaze', 'Sunny', 'Fluff Mama', 'Cool Blue']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.locator('main')).toContainText('870 Marietta St NW');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Find a Pop-Up' })).toHaveAttribute('href', '/events');
    await expect(main.getByRole('link', { name: 'Shop Online' })).toHaveAttribute('href', '/shop');
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await main.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('/contact', () => {
  test('shows the contact details from Settings and the FAQ', async ({ page }) => {
    await page.goto('/contact');
    await expectHead(page, 'Contact — Drip Cotton Candy', 'Call, email or send a message to Drip Cotton Candy');
    const details = page.getByRole('region', { name: 'Contact details' });
    await expect(details.getByRole('link', { name: '(404) 555-0142' })).toHaveAttribute('href', 'tel:4045550142');
    await expect(details.getByRole('link', { name: 'hello@dripcottoncandy.com' })).toHaveAttribute('href', 'mailto:hello@dripcottoncandy.com');
    await expect(details).toContainText('870 Marietta St NW, Suite 110, Atlanta, GA 30318');
    await expect(details).toContainText('Mon-Fri 9am-5pm EST');

    const faq = page.getByTestId('contact-faq');
    await expect(faq.locator('details')).toHaveCount(6);
    const first = faq.locator('details').first();
    await expect(first.getByText(/2-3 weeks ahead/)).toBeHidden();
    await first.locator('summary').click();
    await expect(first.getByText(/2-3 weeks ahead/)).toBeVisible();
  });

  test('the message form shows what is missing, then sends and clears', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Please enter your name', 'Please enter a valid email address', 'Please choose a subject', 'Please enter a message']) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByRole('combobox', { name: 'Subject' }).locator('option')).toHaveText([
      'Choose a subject',
      'General Inquiry',
      'Private Event',
      'Order Question',
      'Featured Kids',
      'Other',
    ]);

    await form.getByLabel('Name').fill('Dana <i>Q</i>');
    await form.getByLabel('Email').fill(`dana-${unique()}@example.com`);
    await form.getByLabel('Subject').selectOption('featured-kids');
    await form.getByLabel('Message').fill('Can my nephew be nominated? <script>alert(1)</script>');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect(page.getByText("We'll get back to you soon. Thanks for reaching out!")).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByLabel('Subject')).toHaveValue('');
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/events', '/events?view=map', '/featured-kids', '/private-events', '/about', '/contact']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      if (path === '/') await openHome(page);
      else await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the nomination dialog has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/featured-kids');
    await page.getByRole('button', { name: 'Nominate a Kid' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send Nomination' }).click();
    await expect(page.getByRole('dialog').getByRole('alert').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
