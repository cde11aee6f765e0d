import { expect, test, type Page } from './support/fixtures';
import { signInAsAdmin } from './support/site';

// A Saturday pickup slot and an out-of-area delivery, on a phone and on a desktop. The slots come from the seeded
// hours (Tuesday to Saturday, 21 days ahead), so whatever the day a Saturday is offered; no test depends on the date.

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function addOnePlainProduct(page: Page) {
  await page.goto('/shop');
  const plain = page
    .getByTestId('product-card')
    .filter({ hasNot: page.getByText('Choose a size') })
    .filter({ has: page.getByRole('button', { name: 'Add to Cart', disabled: false }) })
    .first();
  await plain.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
}

for (const width of [390, 1280]) {
  test(`a Saturday pickup slot, then an out-of-area delivery refused before payment (${width} px)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await addOnePlainProduct(page);
    await page.goto('/checkout');

    const day = page.getByLabel('Day');
    // The offered times load after the page; a Saturday is among them.
    await expect(day.locator('option', { hasText: /^Saturday/ }).first()).toBeAttached();
    const saturday = (await day.locator('option').allTextContents()).find((text) => text.startsWith('Saturday'));
    await day.selectOption({ label: saturday! });
    const time = page.getByLabel('Time');
    const times = await time.locator('option').allTextContents();
    expect(times.length).toBeGreaterThan(0);
    const chosen = times[Math.min(1, times.length - 1)]!;
    await time.selectOption({ label: chosen });
    await page.getByLabel('Name', { exact: true }).fill('Jamie Rivers');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('saturday'));
    await page.getByLabel('Phone', { exact: true }).fill('(404) 555-0199');
    await page.screenshot({ path: testInfo.outputPath(`checkout-saturday-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: /^Place order/ }).click();

    await expect(page).toHaveURL(/\/order\/DRP-/);
    await expect(page.getByTestId('order-when')).toHaveText(`Pickup ${saturday}, ${chosen}`);
    await page.screenshot({ path: testInfo.outputPath(`order-saturday-${width}.png`), fullPage: true });

    // Delivery outside the zones: the form says so before anything is sent, and the button stays off.
    await addOnePlainProduct(page);
    await page.goto('/checkout');
    await page.getByText('Local delivery', { exact: true }).click();
    await page.getByLabel('Delivery address').fill('500 Main St, Columbus, OH');
    await page.getByLabel('ZIP code').fill('43215');
    await expect(page.getByRole('alert').filter({ hasText: 'We deliver only to ZIP codes' })).toContainText('30318');
    await expect(page.getByRole('button', { name: /^Place order/ })).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath(`checkout-out-of-area-${width}.png`), fullPage: true });

    // In a zone but under its minimum: the form says how much more is needed.
    await page.getByLabel('ZIP code').fill('30307');
    await expect(page.getByRole('alert').filter({ hasText: /Delivery to 30307 needs an order of at least \$75\.00: add \$[\d.]+ more/ })).toBeVisible();
    // In a zone without a minimum: the fee is its own line and in the total.
    await page.getByLabel('ZIP code').fill('30303');
    await expect(page.getByTestId('delivery-fee')).toHaveText('$4.00');
    await expect(page.getByRole('button', { name: /^Place order/ })).toBeEnabled();
  });
}

for (const width of [390, 1280]) {
  test(`staff see the pickup hours and delivery zones in Settings, and when each order is for (${width} px)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/settings');
    const section = page.getByRole('form', { name: 'Pickup and delivery' });
    await expect(section.getByLabel('Saturday opens')).toHaveValue('10:00');
    await expect(section.getByLabel('Sunday opens')).toHaveValue('');
    await expect(section.getByTestId('zone-row')).toHaveCount(6);
    // Saved as it is (other tests share this server's settings): the server accepts the seeded values back.
    await section.getByRole('button', { name: 'Save pickup and delivery' }).click();
    await expect(page.getByText('Pickup and delivery settings saved')).toBeVisible();
    await section.screenshot({ path: testInfo.outputPath(`settings-times-${width}.png`) });

    await page.goto('/admin/orders?fulfilment=pickup');
    await expect(
      page
        .getByRole('table')
        .getByText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]{2} \d+, /)
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`orders-when-${width}.png`), fullPage: true });
  });
}
