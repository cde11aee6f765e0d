import { expect, test } from './support/fixtures';

test.describe('shop', () => {
  test('lists active products with prices and filters by category in the URL', async ({ page }) => {
    await page.goto('/shop');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const total = await cards.count();
    expect(total).toBeGreaterThan(3);
    for (const price of await page.getByTestId('product-price').allTextContents()) {
      expect(price).toMatch(/^(From )?\$\d+\.\d{2}$/);
    }

    await page.getByRole('link', { name: 'Games', exact: true }).click();
    await expect(page).toHaveURL(/category=games/);
    await expect(page.getByRole('link', { name: 'Games', exact: true })).toHaveAttribute('aria-current', 'page');
    const games = await cards.count();
    expect(games).toBeGreaterThan(0);
    expect(games).toBeLessThan(total);

    await page.reload();
    await expect(cards).toHaveCount(games);
    await page.getByRole('link', { name: 'All Products', exact: true }).click();
    await expect(cards).toHaveCount(total);
  });

  test('a product with sizes shows From the lowest price until a size is chosen, and keeps the choice', async ({ page }) => {
    await page.goto('/shop?category=cotton-candy');
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('button', { name: '32oz' }) })
      .first();
    await expect(card.getByTestId('product-price')).toHaveText(/^From \$/);
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await card.getByRole('button', { name: '32oz' }).click();
    await expect(card.getByRole('button', { name: '32oz' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByTestId('product-price')).toHaveText(/^\$\d+\.\d{2}$/);
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  test('an unknown category in the link falls back to all products', async ({ page }) => {
    await page.goto('/shop?category=spaceships');
    await expect(page.getByRole('link', { name: 'All Products', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});

test.describe('a size with its own picture', () => {
  test('choosing 32oz shows the 32oz picture with its own alt text', async ({ page }) => {
    await page.goto('/shop');
    const card = page.getByTestId('product-card').filter({ hasText: 'Classic Pink Vanilla' });
    const image = card.getByTestId('product-image');
    await card.getByRole('button', { name: '32oz', exact: true }).click();
    await expect(image).toHaveAttribute('src', /classic-pink-tub-32oz\.svg$/);
    await expect(image).toHaveAttribute('alt', 'Classic Pink Vanilla cotton candy in a 32oz tub');
    await card.getByRole('button', { name: '16oz', exact: true }).click();
    await expect(image).toHaveAttribute('src', /classic-pink-tub-16oz\.svg$/);
    await expect(image).toHaveAttribute('alt', 'Classic Pink Vanilla cotton candy in a 16oz tub');
  });
});
