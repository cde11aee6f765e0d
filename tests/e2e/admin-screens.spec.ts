import { expect, test, type Page } from './support/fixtures';
import { signInAsAdmin } from './support/site';

// Every back-office screen, each with something that proves it finished loading.
const SCREENS = [
  '/admin',
  '/admin/orders',
  '/admin/inbox',
  '/admin/inbox?kind=contact',
  '/admin/inbox?kind=fundraiser',
  '/admin/products',
  '/admin/events',
  '/admin/featured-kids',
  '/admin/instagram',
  '/admin/blog',
  '/admin/courses',
  '/admin/lessons',
  '/admin/users',
  '/admin/analytics',
  '/admin/settings',
  '/admin/mail',
  '/admin/audit',
  '/admin/fundraiser',
] as const;

const WIDTHS = [390, 1280] as const;

/** The page's width beyond the window, and every visible button, link or form control that sticks out sideways. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const outside: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('button, a[href], select, input:not([type=hidden]), textarea, [role="button"]')) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // A control clipped by a scrolling box is as unreachable as one past the window.
      let clipped = false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible') continue;
        const box = parent.getBoundingClientRect();
        if (rect.left < box.left - 1 || rect.right > box.right + 1) clipped = true;
        break;
      }
      if (rect.left < -1 || rect.right > width + 1 || clipped) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40);
        outside.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(rect.left)}..${Math.round(rect.right)}${clipped ? ' (clipped)' : ''}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, outside };
  });
}

test.describe('back office at phone and desktop widths', () => {
  test.beforeAll(async ({ browser }) => {
    // Something in each inbox tab and the orders list, so their tables have rows to lay out.
    const page = await browser.newPage();
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Width Tester');
    await form.getByLabel('Email').fill(`width-${Date.now()}@example.com`);
    await form.getByLabel('Subject').selectOption('general');
    await form.getByLabel('Message').fill('A message long enough to need more than one line in the inbox table at a phone width.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await page.close();
  });

  for (const width of WIDTHS) {
    test(`every admin screen fits ${width} px: no sideways scroll, no control past the edge`, async ({ page }, testInfo) => {
      // Nineteen screens, each loaded, measured and photographed whole: up to 8 s a screen on a busy two-core machine.
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page);
      for (const path of SCREENS) {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        const result = await overflow(page);
        await page.screenshot({ path: testInfo.outputPath(`${path.replace(/[/?=]/g, '_')}-${width}.png`), fullPage: true });
        expect.soft(result.outside, `${path} at ${width} px`).toEqual([]);
        expect.soft(result.scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(result.innerWidth);
      }
    });
  }

  test('the inbox Status menu and View details stay inside the window at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/inbox?kind=contact');
    const status = page.getByRole('combobox', { name: 'Status', exact: true }).first();
    const details = page.getByRole('button', { name: 'View details' }).first();
    for (const control of [status, details]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    await details.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
