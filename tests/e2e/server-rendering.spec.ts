import { expect, test, type Page } from './support/fixtures';

/**
 * Opens `path` and collects what the page does while it loads: the tRPC calls it makes and the console's errors.
 * The app marks the end of hydration on <html> (data-hydrated), so the test waits for that rather than for time.
 */
async function load(page: Page, path: string) {
  const calls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/')) calls.push(url.pathname.slice('/trpc/'.length));
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  return { response, calls: calls.flatMap((batch) => batch.split(',')), errors };
}

test.describe('public pages arrive rendered and hydrate without asking again', () => {
  test('/ arrives with its content and hydrates without refetching it or a mismatch', async ({ page }) => {
    const { response, calls, errors } = await load(page, '/');
    const html = (await response!.text()) ?? '';
    // The home page's content is in the HTML the server sent, before any script ran.
    expect(html).toMatch(/<div id="root">.*<h1[^>]*>/s);
    expect(calls).not.toContain('content.home');
    expect(errors.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    // The page works after hydration: a link navigates on the client.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('/shop arrives with its products and hydrates without refetching them', async ({ page }) => {
    const { response, calls, errors } = await load(page, '/shop');
    const html = (await response!.text()) ?? '';
    expect(html).toContain('data-testid="product-card"');
    expect(calls).not.toContain('shop.products');
    // The footer's social links (Settings) came with the page too.
    expect(calls).not.toContain('content.settings');
    expect(errors).toEqual([]);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('every other public page hydrates without an error or a mismatch', async ({ page }) => {
    for (const path of ['/events', '/featured-kids', '/private-events', '/fluff-fundraiser', '/blog', '/blog/blog1', '/about', '/contact', '/academy']) {
      const { response, errors } = await load(page, path);
      expect(response!.status(), path).toBe(200);
      expect(errors, path).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });
});

test.describe('/fluff-fundraiser: the sections below the first screens wake as the visitor nears them', () => {
  test('a far section stays server markup, with no code loaded, until it is scrolled near', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.url().includes('/assets/') && scripts.push(new URL(request.url()).pathname));
    const { errors } = await load(page, '/fluff-fundraiser');
    const faq = page.locator('#faq');
    // Readable as the server sent it, but asleep: its code was never asked for.
    await expect(faq.getByRole('button').first()).toBeVisible();
    await expect(faq).not.toHaveAttribute('data-live');
    expect(scripts.filter((path) => /faq-section/.test(path))).toEqual([]);

    await faq.scrollIntoViewIfNeeded();
    await expect(faq).toHaveAttribute('data-live', '');
    expect(scripts.filter((path) => /faq-section/.test(path))).toHaveLength(1);
    const question = faq.getByRole('button').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  });

  test('a press on a section still asleep wakes it and is answered once it is live', async ({ page }) => {
    await load(page, '/fluff-fundraiser');
    const faq = page.locator('#faq');
    const question = faq.getByRole('button').first();
    await expect(faq).not.toHaveAttribute('data-live');
    // A click event straight on the sleeping markup (no scrolling first, so nearness plays no part).
    await question.dispatchEvent('click');
    await expect(faq).toHaveAttribute('data-live', '');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test('sorting the leaderboard leaves the sleeping FAQ below as it was, and it works once woken', async ({ page }) => {
    await load(page, '/fluff-fundraiser');
    // Sorting the leaderboard wakes it and renders the page again with the new sort, and with new callbacks for the
    // sections below, still asleep. (The FAQ is always there; the gallery shows only once staff approve media.)
    await page.locator('#leaderboard').getByRole('button', { name: 'Total Points' }).click();
    await expect(page).toHaveURL(/sort=total/);
    const faq = page.locator('#faq');
    await expect(faq).not.toHaveAttribute('data-live');
    const question = faq.getByRole('button').first();
    await expect(question).toBeVisible();
    await faq.scrollIntoViewIfNeeded();
    await expect(faq).toHaveAttribute('data-live', '');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test('new data for a section asleep waits for it to wake, then shows, and its markup stays meanwhile', async ({ page }) => {
    await page.clock.install();
    await load(page, '/fluff-fundraiser');
    const faq = page.locator('#faq');
    const question = faq.getByRole('button').first();
    const asked = (await question.textContent())!.trim();
    // The next read of the landing answers with that question reworded, as after a staff edit.
    await page.route(/\/trpc\/[^?]*fundraiser\.landing/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(asked, 'Reworded question?') });
    });
    // Half a minute later the visitor comes back to the tab: the page reads its stale queries again.
    await page.clock.fastForward(31_000);
    const reread = page.waitForResponse(/fundraiser\.landing/);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await reread;
    await expect(faq).not.toHaveAttribute('data-live');
    await expect(question).toHaveText(asked);
    await faq.scrollIntoViewIfNeeded();
    await expect(faq).toHaveAttribute('data-live', '');
    await expect(question).toHaveText('Reworded question?');
  });

  test('what a visitor types into a form before it is live is kept when it wakes', async ({ page }) => {
    // The registration form's code is held back until the visitor has typed, as on a slow connection.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/registration-section-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await load(page, '/fluff-fundraiser');
    const form = page.getByRole('form', { name: 'Fluff Fundraiser registration' });
    await form.getByLabel("Kid's First Name").fill('Jaylen');
    await form.getByLabel('Group Type').selectOption('sports_team');
    await expect(page.locator('#registration')).not.toHaveAttribute('data-live');
    release();
    await expect(page.locator('#registration')).toHaveAttribute('data-live', '');
    await expect(form.getByLabel("Kid's First Name")).toHaveValue('Jaylen');
    await expect(form.getByLabel('Group Type')).toHaveValue('sports_team');
    // The form's own code has the values too: sending it complains only about the fields left empty.
    await form.getByRole('button', { name: 'Register Now' }).click();
    await expect(form.getByText('Please enter your city')).toBeVisible();
    await expect(form.getByText("Please enter the kid's first name")).toHaveCount(0);
    await expect(form.getByText('Please choose the kind of group')).toHaveCount(0);
  });

  test('arriving from another page of the site, every section is live at once', async ({ page }) => {
    await load(page, '/about');
    await page.getByRole('banner').getByRole('link', { name: 'Fluff Fundraiser' }).first().click();
    await expect(page).toHaveURL(/\/fluff-fundraiser$/);
    // The gallery is left out: it shows only once staff approve a photo or video, which other specs may not have done.
    for (const id of ['registration', 'resources', 'leaderboard', 'map', 'faq']) {
      await expect(page.locator(`#${id}`)).toHaveAttribute('data-live', '');
    }
  });
});

test('a form is checked without breaking the Content-Security-Policy (no eval probe)', async ({ page }) => {
  // Chromium reports a blocked eval as a securitypolicyviolation event, not as a console message.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto('/contact');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test.describe('/contact: the message form wakes after the page', () => {
  test('what is typed into the form before it is live is kept, and sent', async ({ page }) => {
    // The form's code is held back, so the visitor types into the server's markup.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/contact-form-*.js', async (route) => {
      await released;
      await route.continue();
    });
    // Not waiting for the network to settle: the held chunk keeps it busy.
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form).not.toHaveAttribute('data-live');
    await form.getByLabel('Name').fill('Early Bird');
    await form.getByLabel('Email').fill(`early-${Date.now()}@example.com`);
    await form.getByLabel('Subject').selectOption('general');
    await form.getByLabel('Message').fill('Typed before the form came alive.');
    release();
    await expect(form).toHaveAttribute('data-live', '');
    await expect(form.getByLabel('Name')).toHaveValue('Early Bird');
    await expect(form.getByLabel('Subject')).toHaveValue('general');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
  });
});

test.describe('/private-events: the booking form wakes as the visitor nears it', () => {
  test('a package chosen on a card and text typed while the form sleeps are in the live form', async ({ page }) => {
    // The form's code is held back, so the visitor chooses and types into the server's markup.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/booking-form-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/private-events');
    const form = page.getByRole('form', { name: 'Book your event' });
    await expect(form).not.toHaveAttribute('data-live');
    await page
      .getByTestId('package-card')
      .nth(1)
      .getByRole('button', { name: /Select Package/ })
      .click();
    await expect(
      page
        .getByTestId('package-card')
        .nth(1)
        .getByRole('button', { name: /Selected/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await form.getByLabel('Your name').fill('Early Bird');
    await expect(form).not.toHaveAttribute('data-live');
    release();
    await expect(form).toHaveAttribute('data-live', '');
    await expect(form.getByLabel('Your name')).toHaveValue('Early Bird');
    await expect(form.getByLabel('Package (optional)').locator('option:checked')).toHaveText('Mega Drip Party ($399.00)');
    await form.getByRole('button', { name: 'Clear package' }).click();
    await expect(
      page
        .getByTestId('package-card')
        .nth(1)
        .getByRole('button', { name: /Select Package/ }),
    ).toHaveAttribute('aria-pressed', 'false');
    // Sending checks the fields with the form's own code: only the empty ones are refused.
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await expect(form.getByText('Please enter your phone number')).toBeVisible();
    await expect(form.getByText('Please enter your name')).toHaveCount(0);
  });
});
