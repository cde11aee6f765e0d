import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations, signInAsAdmin } from './support/site';

// The back office's dashboard sales, the blog editor's live preview and the image address that the server refuses,
// at a phone's width and a desktop's. Screenshots go to the test's output folder.

/** axe on the page as it is, once the sign-in's toast has gone (a passing notice, not the screen being checked). */
async function checkAxeOnceToastsAreGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

for (const { width, height } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('the dashboard shows collected sales by day and week, with the figures as tables', async ({ page }, testInfo) => {
      await signInAsAdmin(page);
      const sales = page.getByRole('region', { name: 'Sales' });
      await expect(sales).toBeVisible();
      const figures = sales.getByTestId('sales-figures');
      for (const label of ['Sales, last 30 days', 'Orders collected', 'Average order', 'New members, 30 days', 'Fundraiser sales, 30 days', 'Owed to groups']) {
        await expect(figures.getByText(label, { exact: true })).toBeVisible();
      }
      // Twelve weeks, each a row with its figures in text.
      await expect(sales.getByTestId('sales-by-week').locator('tbody tr')).toHaveCount(12);
      // The chart's days are a table too.
      await sales.getByText('Show the days as a table').click();
      await expect(sales.getByRole('table', { name: 'Collected sales by day' }).locator('tbody tr')).toHaveCount(30);
      await expect(sales.getByRole('img').first()).toHaveAttribute('aria-label', /last 30 days/);
      await checkAxeOnceToastsAreGone(page);
      await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`), fullPage: true });
    });

    test('the blog editor previews Markdown exactly as the public page shows it', async ({ page }, testInfo) => {
      const title = `Preview Post ${unique()}`;
      await signInAsAdmin(page, '/admin/blog');
      await page
        .getByRole('button', { name: /New Post|Create Post|Add Post/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Create Blog Post' });
      await dialog.getByLabel('Title *').fill(title);
      await expect(dialog.getByLabel('Written in')).toHaveValue('markdown');
      await dialog
        .getByLabel('Content *')
        .fill(
          '## Spun today\n\nWe made **800** cones and *one* giant one.\n\n- pink\n- blue\n\n<script>window.hacked = 1</script>\n\n[Book us](/private-events)',
        );
      const preview = dialog.getByTestId('post-preview');
      await expect(preview.getByRole('heading', { name: 'Spun today', level: 2 })).toBeVisible();
      await expect(preview.locator('strong')).toHaveText('800');
      await expect(preview).not.toContainText('**');
      await expect(preview.locator('script')).toHaveCount(0);
      await expect(preview.getByRole('link', { name: 'Book us' })).toHaveAttribute('href', '/private-events');
      await checkAxeOnceToastsAreGone(page);
      await page.screenshot({ path: testInfo.outputPath(`blog-preview-${width}.png`), fullPage: true });
      const previewHtml = await preview.innerHTML();

      await dialog.getByText('Publish immediately').click();
      await dialog.getByRole('button', { name: 'Create Post' }).click();
      await expect(page.getByText('Blog post created successfully')).toBeVisible();
      const slug = title.toLowerCase().replace(/\s+/g, '-');
      await page.goto(`/blog/${slug}`);
      const content = page.getByTestId('post-content');
      await expect(content.getByRole('heading', { name: 'Spun today' })).toBeVisible();
      expect(await content.innerHTML()).toBe(previewHtml);
      expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    });

    test('an outside image address the server will not fetch is refused with its reason, and nothing is added', async ({ page }, testInfo) => {
      await signInAsAdmin(page, '/admin/products');
      await page.getByRole('button', { name: 'Add Product' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Product' });
      const address = dialog.getByLabel('Or an image address');

      await address.fill('https://169.254.169.254/latest/meta-data/');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(dialog.getByText('That address is not on the public internet, so the site will not fetch it.')).toBeVisible();
      await expect(dialog.getByTestId('image-row')).toHaveCount(0);

      await address.fill('http://127.0.0.1/tote.png');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(dialog.getByText('Image addresses must start with https://')).toBeVisible();
      await expect(dialog.getByTestId('image-row')).toHaveCount(0);
      await checkAxeOnceToastsAreGone(page);
      await address.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`image-address-refused-${width}.png`) });
    });
  });
}
