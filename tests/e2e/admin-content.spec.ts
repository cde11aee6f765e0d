import { expect, request, test } from './support/fixtures';
import sharp from 'sharp';
import { E2E_PORT } from '../../playwright.config';
import { signInAsAdmin, signInAsAdminOver, trpcOver } from './support/site';

const ORIGIN = `http://localhost:${E2E_PORT}`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('back office content', () => {
  test('creates a product with two variants and an uploaded image, and finds it in the shop', async ({ page }) => {
    const name = `E2E Galaxy Tub ${unique()}`;
    await signInAsAdmin(page, '/admin/products');
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });

    // The shared schema's messages, before anything is sent.
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog.getByText('Please fill in all required fields').first()).toBeVisible();

    await dialog.getByLabel('Name *').fill(name);
    await dialog.getByLabel('Category *').selectOption('cotton-candy');
    await dialog.getByLabel('Description').fill('Swirls of blue raspberry and grape.');
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog.getByText('Please set a price or add variants')).toBeVisible();

    await dialog.getByText('Has variants').click();
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog.getByText('Please add at least one variant')).toBeVisible();

    for (const [size, price] of [
      ['16oz', '12.50'],
      ['32oz', '21.99'],
    ] as const) {
      await dialog.getByRole('button', { name: 'Add Variant' }).click();
      const row = dialog.getByTestId('variant-row').last();
      await row.getByLabel('Size').fill(size);
      await row.getByLabel('Price ($)').fill(price);
    }

    const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#ff69b4' } })
      .png()
      .toBuffer();
    await dialog.getByRole('button', { name: 'Upload Image', exact: true }).setInputFiles({ name: 'galaxy.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Image uploaded successfully')).toBeVisible();
    const imageRow = dialog.getByTestId('image-row');
    await expect(imageRow).toHaveCount(1);
    await expect(imageRow.locator('img')).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}-800\.webp$/);
    await expect(imageRow.getByLabel('Primary')).toBeChecked();
    await imageRow.getByLabel('Alt text for image 1').fill('A tub of galaxy cotton candy');

    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(page.getByText('Product created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('$12.50 – $21.99');
    await expect(row).toContainText('Active');

    await page.goto('/shop');
    const card = page.getByTestId('product-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: '16oz', exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: '32oz', exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: 'A tub of galaxy cotton candy' })).toHaveAttribute('src', /^\/uploads\/.*\.webp$/);

    // Deleting asks first, then the shop no longer lists it.
    await page.goto('/admin/products');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this product?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted successfully')).toBeVisible();
    await page.goto('/shop');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('product-card').filter({ hasText: name })).toHaveCount(0);
  });

  test('creates an event with the calendar (keyboard) and finds it on /events', async ({ page }) => {
    const title = `E2E Pop-Up ${unique()}`;
    // The browser's "today" is the 10th of next month: ahead of the server's today, so the new pop-up is upcoming,
    // and away from month ends, so every key of the date picker moves the same way whatever day the suite runs.
    const real = new Date();
    const today = new Date(real.getFullYear(), real.getMonth() + 1, 10, 12, 0, 0);
    await page.clock.setFixedTime(today);
    await signInAsAdmin(page, '/admin/events');
    await expect(page.getByRole('columnheader', { name: 'Date' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Event' });
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog.getByText('Please enter a title')).toBeVisible();
    await expect(dialog.getByText('Please pick a date')).toBeVisible();

    await dialog.getByLabel('Title *').fill(title);
    await dialog.getByLabel('Location *').fill('Ponce City Market');
    await dialog.getByLabel('Date *').click();
    // The calendar opens on today with today's button focused; the keys of the date-picker pattern move the focus.
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    const spoken = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    const day = (offsetDays: number, offsetYears = 0) => new Date(today.getFullYear() + offsetYears, today.getMonth(), today.getDate() + offsetDays);
    const focusedDay = (date: Date) => expect(grid.getByRole('button', { name: spoken.format(date) })).toBeFocused();
    await focusedDay(today);
    await page.keyboard.press('ArrowRight');
    const tomorrow = day(1);
    await focusedDay(tomorrow);
    await page.keyboard.press('ArrowDown');
    await focusedDay(day(8));
    await page.keyboard.press('ArrowUp');
    await focusedDay(tomorrow);
    await page.keyboard.press('End');
    await focusedDay(day(1 + 6 - tomorrow.getDay()));
    await page.keyboard.press('Home');
    await focusedDay(day(1 - tomorrow.getDay()));
    for (let i = 0; i < tomorrow.getDay(); i += 1) await page.keyboard.press('ArrowRight');
    await focusedDay(tomorrow);
    // PageDown/PageUp move a month, with Shift a year.
    await page.keyboard.press('PageDown');
    await focusedDay(new Date(tomorrow.getFullYear(), tomorrow.getMonth() + 1, tomorrow.getDate()));
    await page.keyboard.press('PageUp');
    await focusedDay(tomorrow);
    await page.keyboard.press('Shift+PageDown');
    await focusedDay(new Date(tomorrow.getFullYear() + 1, tomorrow.getMonth(), tomorrow.getDate()));
    await page.keyboard.press('Shift+PageUp');
    await focusedDay(tomorrow);
    await page.keyboard.press('Enter');
    await expect(grid).toBeHidden();

    await dialog.getByLabel('Start time *').fill('14:00');
    await dialog.getByLabel('End time *').fill('13:00');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog.getByText('The end time must be after the start time')).toBeVisible();
    await dialog.getByLabel('End time *').fill('18:30');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Event created successfully')).toBeVisible();

    const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' }).format(tomorrow);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(shortDate);
    await expect(row).toContainText('2:00 PM - 6:30 PM');
    await expect(row).toContainText('Active');

    await page.goto('/events');
    await expect(page.getByTestId('event-card').filter({ hasText: title })).toBeVisible();
  });

  test('writes a blog post (slug from the title, script removed), publishes it and finds it on /blog', async ({ page }) => {
    const id = unique();
    const title = `E2E Sweet News ${id}!`;
    await signInAsAdmin(page, '/admin/blog');
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Blog Post' });
    await dialog.getByLabel('Title *').fill(title);
    await expect(dialog.getByLabel('Slug *')).toHaveValue(`e2e-sweet-news-${id}`);
    await expect(dialog.getByLabel('Publish immediately')).not.toBeChecked();
    await dialog
      .getByLabel('Content *')
      .fill('<p>Fresh fluff this week.</p><script>window.hacked = true</script><img src="/x.png" onerror="window.hacked = true">');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByText('Blog post created successfully')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Draft');

    // A second post with the same slug is refused with a clear message.
    await page.getByRole('button', { name: 'New Post' }).click();
    const second = page.getByRole('dialog', { name: 'Create Blog Post' });
    await second.getByLabel('Title *').fill(title);
    await second.getByLabel('Content *').fill('<p>Copy</p>');
    await second.getByRole('button', { name: 'Create Post' }).click();
    await expect(second.getByText('A post with this slug already exists. Please choose a different slug.')).toBeVisible();
    await second.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(page.getByText('Post published successfully')).toBeVisible();
    await expect(row).toContainText('Published');

    await page.goto('/blog');
    const post = page.getByRole('link', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\!]/g, '\\$&')) }).first();
    await expect(post).toBeVisible();
    await post.click();
    await expect(page.getByTestId('post-content')).toContainText('Fresh fluff this week.');
    expect(await page.getByTestId('post-content').innerHTML()).not.toMatch(/script|onerror/);
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  });

  test('advances an order from the orders screen, which the tracking page shows', async ({ page }) => {
    const email = `e2e-buyer-${unique()}@example.com`;
    const buyer = await request.newContext({ baseURL: ORIGIN });
    let orderNumber: string;
    try {
      const products = await trpcOver(buyer).query<{ id: string; hasVariants: boolean; variants: { id: string }[] }[]>('shop.products');
      const product = products.find((p) => !p.hasVariants)!;
      // The soonest pickup time the business's hours offer, as the checkout chooses to begin with.
      const { slots } = await trpcOver(buyer).query<{ slots: { date: string; start: string }[] }>('orders.fulfilmentOptions');
      const placed = await trpcOver(buyer).mutation<{ order: { orderNumber: string } }>('orders.place', {
        idempotencyKey: `e2e-${unique()}`,
        lines: [{ productId: product.id, quantity: 2 }],
        fulfilment: 'pickup',
        slotDate: slots[0]!.date,
        slotStart: slots[0]!.start,
        customerName: 'Robin Admin-Test',
        email,
        phone: '(404) 555-0123',
      });
      orderNumber = placed.order.orderNumber;
    } finally {
      await buyer.dispose();
    }

    await signInAsAdmin(page, '/admin/orders');
    await page.getByLabel('Search orders').fill(orderNumber);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toContainText('Received');
    await row.getByRole('button', { name: `Mark order ${orderNumber} preparing` }).click();
    await expect(page.getByText(`Order ${orderNumber} is now preparing`)).toBeVisible();
    await expect(row).toContainText('Preparing');

    await row.getByRole('button', { name: `View order ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
    await expect(dialog).toContainText('Robin Admin-Test');
    await dialog.getByRole('button', { name: 'Mark ready' }).click();
    await expect(dialog.getByText('Ready', { exact: true }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(`/track-order?number=${orderNumber}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Ready');
  });

  test('an inbox message moves to done and the CSV export downloads', async ({ page }) => {
    const visitor = await request.newContext({ baseURL: ORIGIN });
    const name = `E2E Visitor ${unique()}`;
    try {
      await trpcOver(visitor).mutation('forms.contact', {
        name,
        email: 'visitor@example.com',
        subject: 'general',
        message: '=1+1 do you cater weddings?',
        idempotencyKey: `e2e-${unique()}`,
      });
    } finally {
      await visitor.dispose();
    }
    await signInAsAdmin(page, '/admin/inbox?kind=contact');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await row.getByLabel('Status').selectOption('done');
    await expect(page.getByText('Marked as done')).toBeVisible();
    await page.getByLabel('Filter by status').selectOption('done');
    await expect(page).toHaveURL(/status=done/);
    // The filter shows 'Done' once the filtered list has loaded and the screen re-rendered with it.
    await expect(page.getByLabel('Filter by status')).toHaveValue('done');
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^contact-done-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await file.createReadStream()).toArray();
    const csv = Buffer.concat(text as Buffer[]).toString('utf8');
    expect(csv).toContain(name);
    expect(csv).toContain("'=1+1 do you cater weddings?");
  });

  for (const width of [390, 1280]) {
    test(`a sold-out size is marked and cannot be added, while the size with stock can (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const staff = await request.newContext({ baseURL: ORIGIN });
      await signInAsAdminOver(staff);
      const name = `E2E Batch Tub ${unique()}`;
      await trpcOver(staff).mutation('admin.products.create', {
        name,
        category: 'cotton-candy',
        description: 'A small batch.',
        hasVariants: true,
        variants: [
          { size: '8oz', priceCents: 899, stockCount: 0 },
          { size: '16oz', priceCents: 1299, stockCount: 3 },
        ],
      });
      await staff.dispose();

      await page.goto('/shop?q=' + encodeURIComponent(name));
      await page.getByRole('link', { name }).first().click();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await page.getByRole('button', { name: /^8oz\s*, sold out$/ }).click();
      await expect(page.getByRole('button', { name: 'Sold out', exact: true })).toBeDisabled();
      await page.getByRole('button', { name: '16oz', exact: true }).click();
      await expect(page.getByTestId('stock-note')).toContainText('3');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByText('Added to cart')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`sold-out-${width}.png`), fullPage: true });
    });
  }
});
