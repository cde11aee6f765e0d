import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures';
import { signInAsAdmin } from './support/site';

// Every person gets through: axe finds nothing serious or critical on any page (public, member, back office) at a
// phone's width and a laptop's, every page has its own title, and a keyboard walk through each form page never puts
// the focused control under the game bar or the sticky header.

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

const HOME_TITLE = 'Drip Cotton Candy — Sweet indulgence with attitude';

const PUBLIC_PAGES = [
  '/',
  '/shop',
  '/events',
  '/featured-kids',
  '/private-events',
  '/blog',
  '/about',
  '/contact',
  '/fluff-fundraiser',
  '/fluff-fundraiser/leaderboard',
  '/fluff-fundraiser/rate',
  '/newsletter/unsubscribe',
  '/cart',
  '/checkout',
  '/track-order',
  '/academy',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/auth/confirm',
  '/admin/login',
  '/no-such-page',
];

const MEMBER_PAGES = ['/dashboard', '/dashboard/achievements', '/dashboard/orders', '/dashboard/stand', '/dashboard/group'];

const BACK_OFFICE_PAGES = [
  '/admin',
  '/admin/analytics',
  '/admin/audit',
  '/admin/blog',
  '/admin/courses',
  '/admin/discount-codes',
  '/admin/events',
  '/admin/events?when=past&sort=title',
  '/admin/products?status=shown&sort=name&dir=asc',
  '/admin/featured-kids',
  '/admin/fundraiser',
  '/admin/inbox',
  '/admin/instagram',
  '/admin/lessons',
  '/admin/mail',
  '/admin/orders',
  '/admin/products',
  '/admin/settings',
  '/admin/users',
];

type PageFindings = { path: string; title: string; serious: string[]; minor: number };

/** Opens `path`, waits for its heading, and returns axe's findings and the tab's title. */
async function audit(page: Page, path: string): Promise<PageFindings> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  return { path, title: await page.title(), serious, minor: results.violations.length - serious.length };
}

/** Pages whose address holds an id from the content: the first post, stand and course a visitor would find. */
async function contentPages(page: Page): Promise<string[]> {
  const firstLink = async (list: string, prefix: string) => {
    await page.goto(list);
    const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
    expect(href).toBeTruthy();
    return href!;
  };
  return [
    await firstLink('/blog', '/blog/'),
    await firstLink('/fluff-fundraiser/leaderboard', '/fluff-fundraiser/stands/'),
    await firstLink('/academy', '/academy/course/'),
  ];
}

function report(width: string, group: string, findings: PageFindings[]) {
  const serious = findings.flatMap((finding) => finding.serious);
  const minor = findings.reduce((sum, finding) => sum + finding.minor, 0);
  console.log(`axe ${group} at ${width}: ${findings.length} pages, ${serious.length} serious or critical, ${minor} moderate or minor`);
  expect(serious).toEqual([]);
  // Each page names itself in the tab: only the home page carries the home page's title.
  for (const { path, title } of findings) {
    expect(title, path).not.toBe('');
    if (path !== '/') expect(title, path).not.toBe(HOME_TITLE);
  }
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    // Set in each test, after the fixtures: the member fixture signs up at its own (desktop) width.
    const atWidth = async (page: Page) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
    };

    // The public pages in two halves, so the two workers share them.
    test(`axe: the site's public pages (${name})`, async ({ page }) => {
      test.setTimeout(300_000);
      await atWidth(page);
      const findings: PageFindings[] = [];
      for (const path of [...PUBLIC_PAGES.slice(0, 11), ...(await contentPages(page))]) findings.push(await audit(page, path));
      report(`${width} px`, 'public pages (first half)', findings);
    });

    test(`axe: the account and commerce pages (${name})`, async ({ page }) => {
      test.setTimeout(300_000);
      await atWidth(page);
      const findings: PageFindings[] = [];
      for (const path of PUBLIC_PAGES.slice(11)) findings.push(await audit(page, path));
      report(`${width} px`, 'public pages (second half)', findings);
    });

    test(`axe: every member page (${name})`, async ({ page, member }) => {
      expect(member.email).toContain('@');
      test.setTimeout(120_000);
      await atWidth(page);
      const findings: PageFindings[] = [];
      for (const path of MEMBER_PAGES) findings.push(await audit(page, path));
      report(`${width} px`, 'member pages', findings);
    });

    test(`axe: every back-office screen (${name})`, async ({ page }) => {
      test.setTimeout(300_000);
      await atWidth(page);
      await signInAsAdmin(page);
      const findings: PageFindings[] = [];
      for (const path of BACK_OFFICE_PAGES) findings.push(await audit(page, path));
      report(`${width} px`, 'back-office screens', findings);
    });
  });
}

/** Where the focused control is, and what covers the window's top and bottom (the sticky header, the game panel). */
type FocusStop = { label: string; top: number; bottom: number; headerBottom: number; panelTop: number; inFooter: boolean } | null;

async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(async () => {
    // What a person sees: the window after the focus move has been drawn.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const panel = document.querySelector<HTMLElement>('[data-testid="game-panel"]');
    const header = document.querySelector<HTMLElement>('body header');
    // The panel's and the header's own controls are where they stand, and a control pinned to the window above them
    // (the skip link) covers them: neither can be under the frame.
    const pinnedAbove = getComputedStyle(focused).position === 'fixed';
    if (panel?.contains(focused) || header?.contains(focused) || pinnedAbove)
      return { label: 'frame', top: 0, bottom: 0, headerBottom: 0, panelTop: Infinity, inFooter: false };
    // A visually hidden radio or checkbox is shown by its label: that is what a person sees focused.
    const shown = focused.closest('label') ?? focused;
    const rect = shown.getBoundingClientRect();
    const label = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`;
    return {
      label,
      top: rect.top,
      bottom: rect.bottom,
      headerBottom: header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0,
      panelTop: panel && !panel.hidden ? panel.getBoundingClientRect().top : window.innerHeight,
      inFooter: focused.closest('footer') !== null,
    };
  });
}

/**
 * Tabs from the top of `path` through every control to the end of the page, and returns each control that was,
 * once focused, under the game panel or the sticky header.
 */
async function walk(page: Page, path: string, { throughFooter }: { throughFooter: boolean }): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByTestId('game-panel')).toBeAttached();
  // From the page's content, as the skip link starts it (the header's links are pinned at the top anyway).
  await page.locator('#main').evaluate((main) => {
    main.tabIndex = -1;
    main.focus();
  });
  const hidden: string[] = [];
  let stops = 0;
  const covered = (stop: NonNullable<FocusStop>) => stop.bottom > stop.panelTop + 1 || stop.top < stop.headerBottom - 1;
  for (let step = 0; step < 400; step++) {
    await page.keyboard.press('Tab');
    let stop = await focusStop(page);
    // Past the last control the focus leaves the page (or wraps to its first): the walk is done. The footer is the
    // same on every page, so one walk goes through it.
    if (stop === null || (!throughFooter && stop.inFooter)) break;
    stops += 1;
    // A busy machine may draw the page's scroll to the control a few frames late: what counts is where it settles.
    for (let frames = 0; frames < 10 && stop !== null && covered(stop); frames++) stop = await focusStop(page);
    if (stop !== null && covered(stop)) {
      hidden.push(
        `${path} ${stop.label}: ${Math.round(stop.top)}-${Math.round(stop.bottom)} between ${Math.round(stop.headerBottom)} and ${Math.round(stop.panelTop)}`,
      );
    }
  }
  expect(stops, `${path} has controls to walk through`).toBeGreaterThan(0);
  return hidden;
}

/** A cart with something in it, so the checkout shows its form. */
async function fillCart(page: Page) {
  await page.goto('/shop');
  const card = page
    .getByTestId('product-card')
    .filter({ hasNot: page.getByText('Choose a size') })
    .first();
  await card.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');
}

const FORM_PAGES = ['/contact', '/private-events', '/track-order', '/fluff-fundraiser', '/cart', '/checkout', '/featured-kids'];

for (const { name, width, height } of WIDTHS) {
  test(`the keyboard walk: no focused control is ever under the game bar or the header (${name})`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await fillCart(page);
    const hidden: string[] = [];
    for (const path of FORM_PAGES) hidden.push(...(await walk(page, path, { throughFooter: path === FORM_PAGES[0] })));
    expect(hidden).toEqual([]);
  });
}

test.describe('the game bar yields', () => {
  test('it steps aside on checkout and comes back on the next page', async ({ page }) => {
    await fillCart(page);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByTestId('game-panel')).toBeHidden();
    await page.getByRole('link', { name: 'Back to cart' }).click();
    await expect(page.getByTestId('game-bar')).toBeVisible();
  });

  test('it tucks away to a small handle that is remembered, and the handle brings it back', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    const bar = page.getByTestId('game-bar');
    const fullHeight = (await bar.boundingBox())!.height;
    await page.getByRole('button', { name: 'Hide the game bar' }).click();
    const handle = page.getByRole('button', { name: 'Show the game bar' });
    await expect(handle).toBeFocused();
    await expect(bar).toHaveCount(0);
    expect((await handle.boundingBox())!.height).toBeLessThan(fullHeight / 2);
    // The page reserves only the handle's height now.
    const reserved = await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom);
    expect(Number.parseFloat(reserved)).toBeLessThan(fullHeight);

    // The server renders the bar open for everyone: this browser never sees it open while the panel's code loads.
    let releasePanelCode = () => {};
    const panelCodeHeld = new Promise<void>((resolve) => (releasePanelCode = resolve));
    await page.route(/\/assets\/game-panel-host-[^/]+\.js$/, async (route) => {
      await panelCodeHeld;
      await route.continue();
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toBeHidden();
    releasePanelCode();
    await expect(page.getByRole('button', { name: 'Show the game bar' })).toBeVisible();
    await page.unroute(/\/assets\/game-panel-host-[^/]+\.js$/);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Show the game bar' }).click();
    await expect(page.getByTestId('game-bar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide the game bar' })).toBeFocused();
    await page.reload();
    await expect(page.getByTestId('game-bar')).toBeVisible();
  });
});
