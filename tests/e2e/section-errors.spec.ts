import { expect, test, type Page } from './support/fixtures';

/** Makes every tRPC request that calls `procedure` fail as a server error would, until the returned function runs. */
async function failCallsTo(page: Page, procedure: string): Promise<() => Promise<void>> {
  const matcher = (url: URL) => url.pathname.startsWith('/trpc/') && url.pathname.split('/').pop()!.split(',').includes(procedure);
  await page.route(matcher, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { json: { message: 'down', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } } }),
    }),
  );
  return () => page.unroute(matcher);
}

test.describe('a failed content request stays in its section', () => {
  test('the shop keeps the frame and offers to try again, which loads the products', async ({ page }) => {
    // The server renders /shop with its products, so the browser reads them itself only when it comes from another page.
    await page.goto('/about');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const restore = await failCallsTo(page, 'shop.products');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'We couldn’t load the shop just now.' });
    await expect(failure).toBeVisible({ timeout: 30_000 });
    // The frame and the rest of the page stay.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    await restore();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('the academy keeps its heading and offers to try again, which loads the courses', async ({ page }) => {
    // Start on a course page (rendered by the server) and go back to the catalogue, which the browser then reads.
    await page.goto('/academy');
    const href = await page.getByTestId('course-card').first().getByRole('link').getAttribute('href');
    await page.goto(href!);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const restore = await failCallsTo(page, 'academy.courses');
    await page.getByRole('link', { name: 'All courses' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'We couldn’t load the courses just now.' });
    await expect(failure).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Business Academy', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await restore();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('course-card').first()).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});
