import { expect, test } from './support/fixtures';

test.describe('site frame', () => {
  test('desktop header highlights the current route and has Login and the cart', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Shop', 'Pop-Up Events', 'Featured Kids', 'Private Events', 'Fluff Fundraiser', 'Blog', 'Login']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: /^Cart/ }).first()).toBeVisible();
  });

  test('mobile menu has About and Contact, and a way in: Sign in', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const label of ['Home', 'Shop', 'Pop-Up Events', 'Featured Kids', 'Private Events', 'Fluff Fundraiser', 'Blog', 'About', 'Contact']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('signed in, the mobile menu leads to the dashboard and signs out (no My stand without a stand)', async ({ page, member }) => {
    expect(member.email).toContain('@');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fluff-fundraiser');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/dashboard');
    await expect(menu.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'My stand' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('Escape closes the phone menu and gives focus back to its button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('a toast stands below the desktop navigation, which stays clickable', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const form = page.getByRole('form', { name: /Join the Crew/ });
    await form.getByLabel('Email address').fill(`toast-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: "You're in the crew!" });
    await expect(toast).toBeVisible();
    const header = await page.locator('header').first().boundingBox();
    // The toast slides down into place: its position is read until it has arrived, not in the middle of the slide.
    await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(header!.y + header!.height);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('three quick clicks on Subscribe send one request, show one toast, and the button waits disabled', async ({ page }) => {
    await page.goto('/');
    let requests = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/forms.newsletter**', async (route) => {
      requests += 1;
      await released;
      await route.continue();
    });
    const form = page.getByRole('form', { name: /Join the Crew/ });
    await form.getByLabel('Email address').fill(`thrice-${Date.now()}@example.com`);
    const button = form.getByRole('button', { name: 'Subscribe' });
    await button.evaluate((element: HTMLButtonElement) => {
      element.click();
      element.click();
      element.click();
    });
    await expect(button).toBeDisabled();
    release();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: "You're in the crew!" })).toHaveCount(1);
    await expect(button).toBeEnabled();
    expect(requests).toBe(1);
  });

  test('a form whose request cannot reach the server says so in words', async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/trpc/forms.contact**', (route) => route.abort('internetdisconnected'));
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Subject').selectOption('general');
    await form.getByLabel('Message').fill('Do you deliver to Decatur?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText("We couldn't reach our server. Please check your connection and try again.");
    await expect(form).not.toContainText('Failed to fetch');
  });

  test('footer has Quick Links, social links, the newsletter form and the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    for (const label of ['Shop', 'Pop-Up Events', 'Featured Kids', 'Private Events', 'Blog', 'About Us', 'Contact', 'Cart']) {
      await expect(quick.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(quick.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute('href', '/cart');
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('heading', { name: 'Join the Crew!' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('newsletter refuses a bad address and accepts a good one', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: /Join the Crew/ });
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');
    await form.getByLabel('Email address').fill(`crew-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText("You're in the crew!")).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveValue('');
  });

  test('tRPC’s client waits for the visitor’s first use, and the first write made with it goes through', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const loadedClient = () => scripts.some((path) => path.includes('/trpc-browser-transport-'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The page's read at load (who is signed in) went without it.
    expect(loadedClient()).toBe(false);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    const form = page.getByRole('form', { name: /Join the Crew/ });
    await form.getByLabel('Email address').fill(`first-use-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText("You're in the crew!")).toBeVisible();
    expect(loadedClient()).toBe(true);
  });

  test('the route heads, the open phone menu and the game’s toasts wait for use, and work once used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const loaded = (name: string) => scripts.some((path) => path.startsWith(`/assets/${name}-`));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // A quiet page: its routes' head, from the server's render, describes it, the menu is closed and no toast has been shown.
    for (const chunk of ['route-head-table', 'mobile-menu', 'panel-toast-list']) expect(loaded(chunk), chunk).toBe(false);
    await expect(page).toHaveTitle('Drip Cotton Candy — Sweet indulgence with attitude');
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.getByTestId('game-toasts')).toBeAttached();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    expect(loaded('mobile-menu')).toBe(true);
    await menu.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    // The next page's head comes from the routes' table, and replaces the server's.
    await expect(page).toHaveTitle('Shop — Drip Cotton Candy');
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Order gourmet cotton candy tubs/);
    expect(loaded('route-head-table')).toBe(true);
    await page.goBack();
    await expect(page).toHaveTitle('Drip Cotton Candy — Sweet indulgence with attitude');
  });

  test('unknown route shows the 404 page and logs the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/no-such-page');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    // The tab says so too, with one <title>, in the head.
    await expect(page).toHaveTitle('Page not found — Drip Cotton Candy');
    await expect(page.locator('body title')).toHaveCount(0);
    expect(errors.some((text) => text.includes('/no-such-page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Drip Cotton Candy — Sweet indulgence with attitude');
  });

  test('dispatches drip-navigation with the page name on route changes and internal link clicks', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __dripPages: string[] }).__dripPages = seen;
      window.addEventListener('drip-navigation', (event) => seen.push((event as CustomEvent<{ page: string }>).detail.page));
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Fluff Fundraiser', exact: true }).click();
    await expect(page).toHaveURL(/fluff-fundraiser/);
    // Wait for the page itself: a click that interrupts a navigation still loading replaces it (one route change).
    await expect(page.locator('#how-it-works')).toBeAttached();
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    // A click on a link to the page already shown is still a navigation event.
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __dripPages: string[] }).__dripPages))
      .toEqual(['Home', 'Fluff Fundraiser', 'Home', 'Home']);
  });
});
