import { expect, test } from './support/fixtures';

// Product pages, search and sort on /shop, and the shop on a phone: two cards a row, and the checkout's summary
// before its Place order button.
const SHOTS = process.env.SHOP_SHOTS_DIR;

test.describe('product pages and search', () => {
  test('a search in the address finds a product, whose page has its sizes, ingredients and allergens', async ({ page }) => {
    await page.goto('/shop?q=cool+blue+mint');
    // The flavor itself, and any product whose description names it (the sampler), but nothing else.
    const total = await page.getByTestId('product-card').count();
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThan(4);
    await expect(page.getByTestId('shop-search')).toHaveValue('cool blue mint');
    await page.getByRole('link', { name: 'Cool Blue Mint Fluff', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/cool-blue-mint-fluff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cool Blue Mint Fluff' })).toBeVisible();
    await expect(page.getByTestId('product-ingredients')).toContainText('cane sugar');
    await expect(page.getByTestId('product-allergens')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  test('sorting by price is kept in the address and orders the cards', async ({ page }) => {
    await page.goto('/shop');
    await page.getByTestId('shop-sort').selectOption('price-low');
    await expect(page).toHaveURL(/sort=price-low/);
    const prices = (await page.getByTestId('product-price').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('an unknown product answers the not-found page', async ({ page }) => {
    const response = await page.goto('/shop/no-such-flavor');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the shop shows two products a row', async ({ page }) => {
    await page.goto('/shop');
    const cards = page.getByTestId('product-card');
    await expect(cards.nth(1)).toBeVisible();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shop-390.png`, fullPage: false });
  });

  test('the checkout shows the order summary before the Place order button', async ({ page }) => {
    await page.goto('/shop/cool-blue-mint-fluff');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/checkout');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    const place = page.getByRole('button', { name: /Place order/ });
    await expect(summary.getByTestId('summary-line')).toHaveCount(1);
    await expect(place).toBeVisible();
    expect((await summary.boundingBox())!.y).toBeLessThan((await place.boundingBox())!.y);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-390.png`, fullPage: true });
  });
});

test('screenshots at 1280 px', async ({ page }) => {
  test.skip(!SHOTS, 'only when SHOP_SHOTS_DIR is set');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/shop');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shop-1280.png` });
  await page.goto('/shop/classic-pink-vanilla');
  await expect(page.getByTestId('product-page')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/product-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/product-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/checkout');
  await expect(page.getByTestId('summary-line').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/checkout-1280.png`, fullPage: true });
});
