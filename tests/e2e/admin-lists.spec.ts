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

// The content lists: search, filter and sort from the address, and bulk actions on ticked rows.
for (const width of [390, 1280] as const) {
  test(`products, events and blog search, sort and act in bulk at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);

    await page.goto('/admin/products?sort=name&dir=asc');
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    const productNames = page.getByRole('table', { name: 'Products' }).locator('td[data-label="Name"] p.font-bold');
    const names = await productNames.allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('zzzz-nothing');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=zzzz-nothing/);
    await expect(page.getByText('No products match')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`products-${width}.png`), fullPage: true });

    await page.goto('/admin/events?when=past');
    await expect(page.getByLabel('When')).toHaveValue('past');
    const statuses = page.getByRole('table', { name: 'Events' }).locator('tbody tr td[data-label="Status"]');
    await expect(statuses.first()).toHaveText('Past');
    expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Past']));
    await page.screenshot({ path: testInfo.outputPath(`events-past-${width}.png`), fullPage: true });

    await page.goto('/admin/blog?status=shown&sort=title&dir=asc');
    const table = page.getByRole('table', { name: 'Blog posts' });
    // The posts' own boxes, in the table's body (the header's box, for every row on the page, is not shown on a
    // phone). The two widths run at once, so each takes its own post: the first at 390 px, the second at 1280 px.
    const firstTitle = (await table
      .locator('tbody')
      .getByRole('checkbox')
      .nth(width === 390 ? 0 : 1)
      .getAttribute('aria-label'))!.replace(/^Select /, '');
    await table.getByRole('checkbox', { name: `Select ${firstTitle}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('1 post selected');
    await page.screenshot({ path: testInfo.outputPath(`blog-bulk-${width}.png`), fullPage: true });
    await bar.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect(page.getByText('1 post hidden.')).toBeVisible();
    await expect(table.getByRole('checkbox', { name: `Select ${firstTitle}` })).toHaveCount(0);

    await page.goto('/admin/blog?status=hidden&sort=title&dir=asc');
    await page
      .getByRole('table', { name: 'Blog posts' })
      .getByRole('checkbox', { name: `Select ${firstTitle}` })
      .check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('1 post shown.')).toBeVisible();

    // Delete asks once, naming how many; cancelling changes nothing.
    await page.goto('/admin/blog');
    // A phone has no table header: its "select all" box is above the cards.
    if (width === 390) await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    else await page.getByRole('table', { name: 'Blog posts' }).getByRole('checkbox', { name: 'Select every row on this page' }).check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(/Delete \d+ posts?\?/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
}
