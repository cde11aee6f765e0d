import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/site';

// The back office's list and customer screens at a phone's and a laptop's width, saved for a person to look at
// (in the test's output folder), with the checks that the screens show what they are for.
for (const width of [390, 1280] as const) {
  test(`users, orders, a customer and the dashboard at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/users?sort=email&dir=asc');
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('email');
    await page.screenshot({ path: testInfo.outputPath(`users-${width}.png`), fullPage: true });

    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`orders-${width}.png`), fullPage: true });

    await page.goto('/admin/users');
    await page.getByRole('table', { name: 'Users' }).getByRole('link').first().click();
    await expect(page.getByText('Lifetime value', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`customer-${width}.png`), fullPage: true });

    await page.goto('/admin');
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`), fullPage: true });
  });
}
