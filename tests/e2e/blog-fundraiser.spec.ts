import { expect, test } from './support/fixtures';
import { HYGIENE_QUIZ } from '../../src/features/fundraiser/quiz';
import { mailsTo } from './support/mailbox';
import { expectNoSeriousA11yViolations, trpcOver } from './support/site';

// The sample content names the month it is seeded in, so the month is any month here.
const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December)';
const AMARA_TITLE = new RegExp(`^Meet Amara: Our ${MONTH} Featured Kid$`);

test.describe('blog', () => {
  test('lists published posts newest first, the first featured, and loads more through the database', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle('Blog — Drip Cotton Candy');
    const featured = page.getByTestId('featured-post');
    await expect(featured.getByRole('heading', { level: 2 })).toHaveText(AMARA_TITLE);
    await expect(featured.getByRole('link')).toHaveAttribute('href', '/blog/blog1');
    const cards = page.getByTestId('post-card');
    await expect(cards).toHaveCount(3);
    expect(await cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/blog/blog2',
      '/blog/blog3',
      '/blog/blog4',
    ]);
    await page.getByRole('button', { name: 'Load More Posts' }).click();
    await expect(cards).toHaveCount(5);
    await expect(cards.nth(4).getByRole('link')).toHaveAttribute('href', '/blog/blog6');
    await expect(page.getByRole('button', { name: 'Load More Posts' })).toHaveCount(0);

    await cards.nth(0).getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/blog2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Behind the Spin: How We Made Peach Cobbler Swirl');
  });

  test('a post shows its HTML, its own title, description and Open Graph tags, and is reachable by slug', async ({ page }) => {
    await page.goto('/blog/blog5');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mateo Raised $1,240 So His Whole Team Could Travel');
    const content = page.getByTestId('post-content');
    await expect(content.getByRole('heading', { level: 2, name: 'The plan' })).toBeVisible();
    await expect(content.locator('blockquote')).toContainText('stop eating the inventory');
    await expect(page).toHaveTitle('Mateo Raised $1,240 So His Whole Team Could Travel — Drip Cotton Candy');
    // index.html carries a site-wide description for crawlers without JavaScript; the route adds the post's own.
    await expect(page.locator('meta[name="description"][content*="Featured Kid rallied four teammates"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Mateo Raised $1,240 So His Whole Team Could Travel');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /rallied four teammates/);
    // The page the server rendered has the route's own head from the start: one title, the post's address and byline.
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new URL('/blog/blog5', page.url()).href);
    await expect(page.locator('meta[property="article:author"]')).toHaveCount(1);

    // An internal link inside the post opens the page in the app.
    await content.getByRole('link', { name: 'Fluff Fundraiser' }).click();
    await expect(page).toHaveURL(/\/fluff-fundraiser$/);

    await page.goto('/blog/meet-amara-november-featured-kid');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AMARA_TITLE);
  });

  test('a Like pressed while the page still asks whether this browser liked the post stays pressed', async ({ page }) => {
    // The status read is answered by the server at once but reaches the page only after the like went through: its
    // "not liked" is older than the like and must not undo it.
    let deliverStatus!: () => void;
    const likeDone = new Promise<void>((resolve) => (deliverStatus = resolve));
    await page.route(/blog\.likeStatus/, async (route) => {
      const answer = await route.fetch();
      await likeDone;
      await route.fulfill({ response: answer }).catch(() => {});
    });
    await page.goto('/blog/blog2');
    const like = page.getByRole('button', { name: /^Like/ });
    const count = page.getByTestId('like-count');
    const before = Number(await count.textContent());
    await like.click();
    await expect(count).toHaveText(String(before + 1));
    deliverStatus();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  });

  test('Like counts once per browser and is stored', async ({ page, browser }) => {
    await page.goto('/blog/blog6');
    const like = page.getByRole('button', { name: /^Like/ });
    const count = page.getByTestId('like-count');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = Number(await count.textContent());
    await like.click();
    await expect(count).toHaveText(String(before + 1));
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await page.reload();
    await expect(page.getByTestId('like-count')).toHaveText(String(before + 1));
    await expect(page.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');

    // Another browser (its own visitor id) adds its own like.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/blog/blog6');
    await expect(otherPage.getByTestId('like-count')).toHaveText(String(before + 1));
    await otherPage.getByRole('button', { name: /^Like/ }).click();
    await expect(otherPage.getByTestId('like-count')).toHaveText(String(before + 2));
    await other.close();
  });

  test('Share copies the link where the Web Share API is missing', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-write']);
    // The page's Permissions-Policy lets it write the clipboard, never read it, so the test notes what is written.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      const copied: string[] = [];
      Object.assign(window, { copied });
      const write = navigator.clipboard.writeText.bind(navigator.clipboard);
      navigator.clipboard.writeText = async (text: string) => {
        copied.push(text);
        await write(text);
      };
    });
    await page.goto('/blog/blog3');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([page.url()]);
  });

  test('Share uses the Web Share API where the browser has it', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { shareCalls: calls });
      Object.defineProperty(Navigator.prototype, 'share', { value: async (data: ShareData) => void calls.push(data), configurable: true });
      Object.defineProperty(Navigator.prototype, 'canShare', { value: () => true, configurable: true });
    });
    await page.goto('/blog/blog4');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls))
      .toEqual([expect.objectContaining({ title: 'Too Cool to Melt: Keeping Cotton Candy Fresh in Georgia Humidity', url: page.url() })]);
    await expect(page.getByText('Link copied')).toHaveCount(0);
  });

  test('an unknown post shows Post Not Found with a link back to the blog', async ({ page }) => {
    await page.goto('/blog/blog99');
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText("Sorry, the blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveTitle('Post Not Found — Drip Cotton Candy');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId('featured-post')).toBeVisible();
  });

  for (const url of ['/blog', '/blog/blog1']) {
    test(`${url} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId(url === '/blog' ? 'featured-post' : 'post-content')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('fluff fundraiser', () => {
  test('has every section with its anchor id, and the hero buttons work', async ({ page }) => {
    await page.goto('/fluff-fundraiser');
    await expect(page).toHaveTitle('Fluff Fundraiser — Drip Cotton Candy');
    for (const id of ['hero', 'program-intro', 'how-it-works', 'registration', 'download-kit', 'resources', 'hygiene-quiz', 'leaderboard', 'map', 'faq']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    // The gallery is there once staff approved a stand's photo or video, and hidden while it would be empty.
    const landing = await trpcOver(page.request).query<{ gallery: unknown[] }>('fundraiser.landing');
    await expect(page.locator('section#gallery')).toHaveCount(landing.gallery.length > 0 ? 1 : 0);
    const steps = page.locator('#how-it-works li');
    await expect(steps).toHaveCount(3);
    await expect(steps.getByRole('heading')).toHaveText(['Step 1: Register', 'Step 2: Spin & Sell', 'Step 3: Upload & Score']);
    await expect(page.locator('#program-intro')).toContainText('Up to 50% profit');
    await expect(page.locator('#program-intro').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.locator('#registration')).toBeInViewport();
    await expect(page).toHaveURL(/#registration$/);
    await page.locator('#registration').getByRole('button', { name: 'Download Starter Kit' }).click();
    await expect(page.locator('#download-kit')).toBeInViewport();

    // No program video is set in Settings yet, so there is no button for one.
    await expect(page.getByRole('button', { name: 'Watch Program Video' })).toHaveCount(0);
  });

  test('registration refuses invalid input with its field messages and sends nothing', async ({ page }) => {
    await page.goto('/fluff-fundraiser#registration');
    const form = page.getByRole('form', { name: 'Fluff Fundraiser registration' });
    const email = `invalid-${Date.now()}@example.com`;
    await form.getByLabel("Kid's First Name").fill('A');
    await form.getByLabel('Age (8-16)').fill('7');
    await form.getByLabel('City').fill('x');
    await form.getByRole('button', { name: 'Register Now' }).click();
    await expect(form.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Participants are 8 to 16 years old')).toBeVisible();
    await expect(form.getByText('Please choose the kind of group')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Please enter your city')).toBeVisible();
    await expect(form.getByText('You must agree to the terms and conditions')).toBeVisible();
    await form.getByLabel("Parent's Email").fill(email);
    await form.getByRole('button', { name: 'Register Now' }).click();
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);
    await expect(form.getByText('First name must be at least 2 characters')).toBeVisible();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  test('a valid registration is stored, mailed, shows Submitting..., the success panel and Register Another', async ({ page }) => {
    await page.goto('/fluff-fundraiser#registration');
    const email = `Parent-${Date.now()}@Example.com`;
    const form = page.getByRole('form', { name: 'Fluff Fundraiser registration' });
    await form.getByLabel("Kid's First Name").fill('Jaylen');
    await form.getByLabel('Last Initial').fill('M');
    await form.getByLabel('Age (8-16)').fill('11');
    await form.getByLabel('Group Type').selectOption('sports_team');
    await form.getByLabel('Group Name').fill('Westside Wildcats');
    await form.getByLabel("Parent's Email").fill(email);
    await form.getByLabel('City').fill('Atlanta');
    await form.getByLabel('YouTube Channel (optional)').fill('@jaylenspins');
    await form.getByRole('checkbox').check();

    // Hold the request until the pending state has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/fundraiser.register**', async (route) => {
      await released;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Register Now' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    const success = page.getByTestId('registration-success');
    await expect(success).toBeVisible();
    await expect(success).toContainText('Jaylen M.');
    await expect(page.getByText('Registration Successful!')).toBeVisible();
    await expect(page.getByText('Check your email for next steps and download links.')).toBeVisible();
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain('/api/fundraiser/downloads/starter-kit');

    await success.getByRole('button', { name: 'Register Another' }).click();
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Kid's First Name")).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();
  });

  test('a failed registration shows the failure toast', async ({ page }) => {
    await page.route('**/trpc/fundraiser.register**', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto('/fluff-fundraiser#registration');
    const form = page.getByRole('form', { name: 'Fluff Fundraiser registration' });
    await form.getByLabel("Kid's First Name").fill('Sofia');
    await form.getByLabel('Last Initial').fill('M');
    await form.getByLabel('Age (8-16)').fill('11');
    await form.getByLabel('Group Type').selectOption('sports_team');
    await form.getByLabel('Group Name').fill('Westside Wildcats');
    await form.getByLabel("Parent's Email").fill(`fail-${Date.now()}@example.com`);
    await form.getByLabel('City').fill('Marietta');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Register Now' }).click();
    await expect(page.getByText('Something went wrong')).toBeVisible();
    await expect(page.getByText('Please try again later.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Register Now' })).toBeEnabled();
  });

  test('every download is a real file with the right content type', async ({ page }) => {
    await page.goto('/fluff-fundraiser');
    const kit = page.locator('#download-kit');
    const resources = page.locator('#resources');
    // The printables show at once while no tutorial has its video (the tabs appear only with one).
    const templatesTab = resources.getByRole('tab', { name: 'Templates & Printables' });
    if (await templatesTab.count()) await templatesTab.click();
    const links = [
      kit.getByRole('link', { name: 'Download Starter Kit PDF' }),
      kit.getByRole('link', { name: 'Download Score Card PDF' }),
      resources.getByRole('link', { name: 'Download Stand Signage PDF' }),
      resources.getByRole('link', { name: 'Download Price List Template PDF' }),
      resources.getByRole('link', { name: 'Download Hygiene Checklist PDF' }),
      resources.getByRole('link', { name: 'Download Social Media Graphics ZIP' }),
      resources.getByRole('link', { name: 'Download All Resources (ZIP)' }),
    ];
    for (const link of links) {
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/api\/fundraiser\/downloads\//);
      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
      const body = await response.body();
      if (href!.endsWith('graphics') || href!.endsWith('all-resources')) {
        expect(response.headers()['content-type']).toBe('application/zip');
        expect([...body.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
      } else {
        expect(response.headers()['content-type']).toBe('application/pdf');
        expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    }
    const [download] = await Promise.all([page.waitForEvent('download'), links[1]!.click()]);
    expect(download.suggestedFilename()).toBe('fluff-fundraiser-score-card.pdf');
  });

  test('resources: until staff set tutorial videos, only the printables show, with no card promising a video', async ({ page }) => {
    await page.goto('/fluff-fundraiser');
    const resources = page.locator('#resources');
    await expect(resources.getByTestId('template')).toHaveCount(4);
    await expect(resources.getByTestId('tutorial')).toHaveCount(0);
    await expect(resources.getByRole('tab')).toHaveCount(0);
    await expect(resources).not.toContainText('Video coming soon');
    await expect(resources.getByRole('link', { name: 'View Full Video Playlist' })).toHaveCount(0);
  });

  test('the hygiene quiz passes with a printable certificate, and fails below the pass mark', async ({ page }) => {
    // Two walks through every question, about 70 steps: more than the default minute on a busy machine.
    test.slow();
    await page.goto('/fluff-fundraiser');
    await page.getByRole('button', { name: 'Take Quiz Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stand Hygiene Quiz' });
    await dialog.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(dialog.getByText('Please enter your name (at least 2 characters)')).toBeVisible();
    await dialog.getByLabel('Your name').fill('Priya Singh');
    await dialog.getByRole('button', { name: 'Start Quiz' }).click();

    async function answerAll(pick: (q: (typeof HYGIENE_QUIZ)[number]) => number) {
      for (const [index, question] of HYGIENE_QUIZ.entries()) {
        await expect(dialog.getByText(`Question ${index + 1} of ${HYGIENE_QUIZ.length}`, { exact: false })).toBeVisible();
        await dialog.getByRole('radio', { name: question.options[pick(question)]!, exact: true }).check();
        await dialog.getByRole('button', { name: index === HYGIENE_QUIZ.length - 1 ? 'See My Result' : 'Next Question' }).click();
      }
    }

    await answerAll((q) => (q.answer + 1) % q.options.length);
    await expect(dialog.getByText('Not quite yet!')).toBeVisible();
    await expect(dialog.getByText(`You scored 0 out of ${HYGIENE_QUIZ.length}. You need 8 to pass.`)).toBeVisible();
    await expect(dialog.getByTestId('hygiene-certificate')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await answerAll((q) => q.answer);
    await expect(dialog.getByText(`You passed with ${HYGIENE_QUIZ.length} out of ${HYGIENE_QUIZ.length}!`)).toBeVisible();
    const certificate = dialog.getByTestId('hygiene-certificate');
    await expect(certificate).toContainText('Priya Singh');
    await expect(certificate).toContainText('Stand Hygiene Certificate');

    await page.evaluate(() => {
      Object.assign(window, { printed: 0 });
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await dialog.getByRole('button', { name: 'Print Certificate' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // In print, only the certificate is on the page.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#hygiene-certificate-print')).toBeVisible();
    await expect(page.locator('#hygiene-certificate-print')).toContainText('Priya Singh');
    await expect(page.getByRole('banner').first()).toBeHidden();
  });

  test('the leaderboard sorts by average or total points, with medals for the top three, and opens the full board', async ({ page }) => {
    await page.goto('/fluff-fundraiser');
    const board = page.locator('#leaderboard');
    const names = board.getByTestId('leaderboard-name');
    await expect(names).toHaveText(['Jaylen M.', 'Sofia G.', 'Amara W.', 'Caleb R.']);
    await expect(board.getByRole('button', { name: 'Average Points' })).toHaveAttribute('aria-pressed', 'true');
    const ranks = board.getByTestId('leaderboard-rank');
    await expect(ranks).toHaveText(['1st place', '2nd place', '3rd place', '#4']);
    await expect(ranks.nth(0).locator('svg')).toHaveCount(1);
    await expect(board.getByTestId('points-formula')).toContainText('10 points for every whole dollar');

    await board.getByRole('button', { name: 'Total Points' }).click();
    await expect(names).toHaveText(['Jaylen M.', 'Amara W.', 'Sofia G.', 'Priya S.']);
    await expect(board.getByRole('button', { name: 'Total Points' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/sort=total/);
    await expect(names.first()).toHaveAttribute('href', '/fluff-fundraiser/stands/jaylen-m-sweet-start-sample-team');

    // The full board keeps the sort and filters by group (the sample group holds exactly the five samples).
    await board.getByRole('link', { name: 'View Full Leaderboard' }).click();
    await expect(page).toHaveURL(/\/fluff-fundraiser\/leaderboard\?sort=total/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fluff Fundraiser Leaderboard');
    await page.getByTestId('leaderboard-group').selectOption({ label: 'Sweet Start Sample Team (Atlanta, GA)' });
    await expect(page).toHaveURL(/group=/);
    const full = page.getByTestId('leaderboard-name');
    await expect(full).toHaveText(['Jaylen M.', 'Amara W.', 'Sofia G.', 'Priya S.', 'Caleb R.']);
    await expect(page.getByTestId('leaderboard-rank').nth(4)).toHaveText('#5');
    await page.getByRole('button', { name: 'Average Points' }).click();
    await expect(full).toHaveText(['Jaylen M.', 'Sofia G.', 'Amara W.', 'Caleb R.', 'Priya S.']);
    await full.first().click();
    await expect(page).toHaveURL('/fluff-fundraiser/stands/jaylen-m-sweet-start-sample-team');
    await expect(page.getByTestId('stand-points')).toContainText('3,760 points');
  });

  test('the map pins the stands at their stand days’ areas; a selected pin shows the stand and its area, another replaces it', async ({ page }, testInfo) => {
    await page.goto('/fluff-fundraiser');
    const map = page.locator('#map');
    await expect(map.locator('svg path').first()).toBeVisible();
    const details = map.getByTestId('stand-details');
    await expect(details).toContainText('Select a stand on the map');

    // Public at the area the parent chose (here its ZIP code's centre), never at the typed spot.
    const jaylen = map.getByRole('button', { name: 'Jaylen M., Atlanta, GA 30313' });
    await jaylen.click();
    await expect(details.getByRole('heading')).toHaveText('Jaylen M.');
    await expect(details).toContainText('33.7680° N, 84.3930° W');
    await expect(details).not.toContainText('Centennial Olympic Park');
    await expect(details).toContainText('Latest stand day');
    // No video until staff approve one: no player, no made-up id.
    await expect(details.locator('iframe')).toHaveCount(0);
    await expect(details.getByRole('link', { name: 'Visit the stand' })).toHaveAttribute('href', '/fluff-fundraiser/stands/jaylen-m-sweet-start-sample-team');

    const caleb = map.getByRole('button', { name: 'Caleb R., Charlotte, NC' });
    await caleb.click();
    await expect(details.getByRole('heading')).toHaveText('Caleb R.');
    await expect(details).not.toContainText('Jaylen M.');
    await expect(caleb).toHaveAttribute('aria-pressed', 'true');
    await expect(jaylen).toHaveAttribute('aria-pressed', 'false');

    // On a phone, stands a finger could not tell apart are one pin with their count, drawn among them (never pushed
    // hundreds of miles away); the panel lists them to pick one.
    await page.setViewportSize({ width: 390, height: 844 });
    const grouped = map.getByRole('button', { name: /^\d+ stands near / }).first();
    await grouped.click();
    await expect(details.getByRole('heading')).toHaveText(/^\d+ stands here$/);
    const first = details.getByRole('listitem').first().getByRole('button');
    const name = (await first.textContent())!;
    await first.click();
    await expect(details.getByRole('heading')).toHaveText(name);
    await page.screenshot({ path: testInfo.outputPath('stand-map-390.png') });
  });

  test('the gallery filters by All Media, YouTube and TikTok and shows only what staff approved', async ({ page }) => {
    // On a site where staff have approved nothing yet the gallery is hidden (checked with the sections above).
    const landing = await trpcOver(page.request).query<{ gallery: { type: string }[] }>('fundraiser.landing');
    test.skip(landing.gallery.length === 0, 'no approved photo or video yet: the gallery is hidden');
    test.skip(
      landing.gallery.some((item) => item.type !== 'photo'),
      'the filters below expect photos only',
    );
    await page.goto('/fluff-fundraiser');
    const gallery = page.locator('#gallery');
    await expect(gallery).toContainText('#FluffFundraiser');
    await gallery.getByRole('tab', { name: 'YouTube' }).click();
    await expect(gallery).toContainText('YouTube videos from stands appear here once our staff approve them.');
    await gallery.getByRole('tab', { name: 'TikTok' }).click();
    await expect(gallery).toContainText('TikTok videos from stands appear here once our staff approve them.');
    await expect(gallery.getByTestId('gallery-item')).toHaveCount(0);
    await expect(page).toHaveURL(/media=tiktok/);
    // View All Posts opens the brand's profile from Settings.
    await expect(gallery.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', 'https://www.tiktok.com/@dripcottoncandy');
    await gallery.getByRole('tab', { name: 'All Media' }).click();
    await expect(gallery.getByRole('tab', { name: 'All Media' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the FAQ opens one answer at a time and the open one collapses', async ({ page }) => {
    await page.goto('/fluff-fundraiser');
    const faq = page.locator('#faq');
    const triggers = faq.getByRole('button');
    await expect(triggers).toHaveCount(6);
    const first = faq.getByRole('button', { name: 'Who can join the Fluff Fundraiser?' });
    const second = faq.getByRole('button', { name: 'Does an adult need to be at the stand?' });
    await first.click();
    await expect(faq.getByText('Kids ages 8-16 can run a stand')).toBeVisible();
    await second.click();
    await expect(faq.getByText('Adult supervision is required for every participant under 12')).toBeVisible();
    await expect(faq.getByText('Kids ages 8-16 can run a stand')).toBeHidden();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText('Adult supervision is required for every participant under 12')).toBeHidden();
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/fluff-fundraiser');
    await expect(page.locator('#faq').getByRole('button').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
