import { expect, request, test, type Page } from './support/fixtures';
import { E2E_PORT } from '../../playwright.config';
import { mailsTo } from './support/mailbox';
import { signInAsAdminOver, trpcOver } from './support/site';

const ORIGIN = `http://localhost:${E2E_PORT}`;
const ORDER_NUMBER = /^DRP-[23456789ABCDEFGHJKMNPQRSTWXYZ]{6}$/;

/** A unique address per test: the tests share one server. */
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The header's badge that is on screen (desktop and mobile each have one). */
const cartCount = (page: Page) => page.getByTestId('cart-count').filter({ visible: true });

/** Adds one sized product (its 16oz) and one product without sizes from /shop; returns their names. */
async function addTwoProducts(page: Page) {
  await page.goto('/shop');
  const sized = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('button', { name: '16oz', exact: true }) })
    .first();
  const sizedName = (await sized.getByRole('heading').textContent())!.trim();
  await expect(sized.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await sized.getByRole('button', { name: '16oz', exact: true }).click();
  await sized.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  await expect(page.getByText(`${sizedName} (16oz)`).first()).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');

  const plain = page
    .getByTestId('product-card')
    .filter({ hasNot: page.getByText('Choose a size') })
    .first();
  const plainName = (await plain.getByRole('heading').textContent())!.trim();
  await plain.getByRole('button', { name: 'Add to Cart' }).click();
  await plain.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartCount(page)).toHaveText('3');
  return { sizedName, plainName };
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel('Name', { exact: true }).fill('Jamie Rivers');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('(404) 555-0199');
}

test.describe('commerce', () => {
  test('choose a size, add two products, change quantities, reload, check out for pickup and track the order', async ({ page }) => {
    const { sizedName, plainName } = await addTwoProducts(page);

    await page
      .getByRole('link', { name: /^Cart, 3 items/ })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const sizedLine = lines.filter({ hasText: sizedName });
    const plainLine = lines.filter({ hasText: plainName });
    await expect(sizedLine).toContainText('Size: 16oz');
    await expect(plainLine.getByRole('spinbutton')).toHaveValue('2');

    await sizedLine.getByRole('button', { name: /Increase quantity/ }).click();
    await sizedLine.getByRole('button', { name: /Increase quantity/ }).click();
    await expect(sizedLine.getByRole('spinbutton')).toHaveValue('3');
    await plainLine.getByRole('button', { name: /Decrease quantity/ }).click();
    await expect(plainLine.getByRole('spinbutton')).toHaveValue('1');
    await expect(cartCount(page)).toHaveText('4');

    // The subtotal is the sum of the lines, as the server priced them.
    const cents = (text: string | null) => Math.round(Number(text!.replace(/[^0-9.]/g, '')) * 100);
    const sizedUnit = cents(await sizedLine.getByTestId('unit-price').textContent());
    const plainUnit = cents(await plainLine.getByTestId('unit-price').textContent());
    const expected = sizedUnit * 3 + plainUnit;
    await expect(page.getByTestId('subtotal')).toHaveText(`$${(expected / 100).toFixed(2)}`);
    // Sales tax at Georgia's 4% (a fresh site's rate), rounded to the nearest cent.
    const withTax = expected + Math.floor((expected * 400 + 5000) / 10000);
    await expect(page.getByTestId('total')).toHaveText(`$${(withTax / 100).toFixed(2)}`);

    // The cart is kept by the browser.
    await page.reload();
    await expect(lines).toHaveCount(2);
    await expect(sizedLine.getByRole('spinbutton')).toHaveValue('3');
    await expect(plainLine.getByRole('spinbutton')).toHaveValue('1');
    await expect(cartCount(page)).toHaveText('4');

    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('pickup-details')).toContainText('870 Marietta St NW');
    // The time comes from the business's hours: the earliest open slot is chosen to begin with.
    await expect(page.getByTestId('order-time')).toContainText('When do you pick it up?');
    await expect(page.getByTestId('payment-method')).toHaveText('Pay at pickup or on delivery');
    const email = uniqueEmail('pickup');
    await fillDetails(page, email);
    await page.getByRole('button', { name: /^Place order/ }).click();

    await expect(page).toHaveURL(/\/order\/DRP-/);
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    expect(orderNumber).toMatch(ORDER_NUMBER);
    await expect(page.getByRole('heading', { name: 'Thank you, Jamie Rivers!' })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Received');
    await expect(page.getByTestId('order-total')).toHaveText(`$${(withTax / 100).toFixed(2)}`);
    await expect(page.getByTestId('order-line')).toHaveCount(2);
    await expect(cartCount(page)).toHaveCount(0);

    // The confirmation survives a reload in this tab.
    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);

    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const mail = await mailsTo(email);
    expect(mail[0]!.subject).toBe(`Your Drip Cotton Candy order ${orderNumber}`);
    expect(mail[0]!.text).toContain(`/track-order?number=${orderNumber}`);

    // Tracking: the wrong email finds nothing; the right one (in any case) finds the order and its timeline.
    await page.goto('/track-order');
    await page.getByLabel('Order number').fill(orderNumber.toLowerCase());
    await page.getByLabel('Email', { exact: true }).fill('someone-else@example.com');
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'We could not find an order with that number and email.' })).toBeVisible();
    await expect(page.getByTestId('tracked-order')).toHaveCount(0);
    await page.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByTestId('tracked-order').getByTestId('order-number')).toHaveText(orderNumber);
    await expect(page.getByTestId('order-status')).toHaveText('Received');
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline.getByRole('listitem')).toHaveText([/Received/, /Preparing/, /Ready/, /Completed/]);
  });

  test('checks out for delivery, and staff moving the order along shows on the tracking page', async ({ page }) => {
    await addTwoProducts(page);
    await page.goto('/checkout');
    await page.getByText('Local delivery', { exact: true }).click();
    await expect(page.getByTestId('pickup-details')).toHaveCount(0);
    const email = uniqueEmail('delivery');
    await fillDetails(page, email);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByText('Please enter a delivery address')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByLabel('Delivery address').fill('55 Peachtree St NE, Atlanta, GA 30303');
    await page.getByLabel('ZIP code').fill('30303');
    await page.getByRole('button', { name: /^Place order/ }).click();

    await expect(page).toHaveURL(/\/order\/DRP-/);
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    await expect(page.getByRole('heading', { name: 'Local delivery' })).toBeVisible();
    await expect(page.getByText('55 Peachtree St NE, Atlanta, GA 30303')).toBeVisible();

    const staff = await request.newContext({ baseURL: ORIGIN });
    try {
      await signInAsAdminOver(staff);
      const list = await trpcOver(staff).query<{ items: { id: string; orderNumber: string; nextStatuses: string[] }[] }>('admin.orders.list', {
        search: orderNumber,
      });
      expect(list.items).toHaveLength(1);
      const id = list.items[0]!.id;
      for (const status of ['preparing', 'ready', 'out_for_delivery']) await trpcOver(staff).mutation('admin.orders.setStatus', { id, status });
    } finally {
      await staff.dispose();
    }

    await page.goto(`/track-order?number=${orderNumber}`);
    await expect(page.getByLabel('Order number')).toHaveValue(orderNumber);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Out for delivery');
    const steps = page.getByTestId('order-timeline').getByRole('listitem');
    await expect(steps).toHaveText([/Received/, /Preparing/, /Ready/, /Out for delivery/, /Completed/]);
    await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
  });

  test('the header shows the count on mobile too, and an empty cart leads back to the shop', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Shop the Sweetness' }).click();
    await expect(page).toHaveURL(/\/shop/);
    const plain = page
      .getByTestId('product-card')
      .filter({ hasNot: page.getByText('Choose a size') })
      .first();
    await plain.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartCount(page)).toHaveText('1');
    await page.goto('/about');
    await expect(cartCount(page)).toHaveText('1');
    await page.goto('/cart');
    await page.getByRole('button', { name: /^Remove/ }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(cartCount(page)).toHaveCount(0);
  });

  test('a corrupt stored cart falls back to empty, and a changed price must be accepted before checkout', async ({ page, trpc }) => {
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('drip-cart', '{"lines": [ this is not json'));
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();

    // A line stored when the product cost a dollar less than it does now.
    const products = await trpc.query<{ id: string; name: string; hasVariants: boolean; priceCents: number | null }[]>('shop.products');
    const product = products.find((p) => !p.hasVariants && p.priceCents !== null)!;
    const old = product.priceCents! - 100;
    await page.evaluate(
      ({ id, name, price }) =>
        window.localStorage.setItem(
          'drip-cart',
          JSON.stringify({ ownerId: null, lines: [{ productId: id, variantId: null, quantity: 1, name, size: null, imageUrl: null, unitPriceCents: price }] }),
        ),
      { id: product.id, name: product.name, price: old },
    );
    await page.reload();
    const now = `$${(product.priceCents! / 100).toFixed(2)}`;
    await expect(page.getByText(`Price changed from $${(old / 100).toFixed(2)} to ${now}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await page.getByRole('button', { name: 'OK, use the new prices' }).click();
    await expect(page.getByText(/Price changed from/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByTestId('subtotal')).toHaveText(now);
  });

  test('a visitor’s cart is merged into the member’s saved cart on sign-in and follows them to another browser', async ({ page, browser, trpc }) => {
    await page.goto('/shop');
    const plain = page
      .getByTestId('product-card')
      .filter({ hasNot: page.getByText('Choose a size') })
      .last();
    const name = (await plain.getByRole('heading').textContent())!.trim();
    await plain.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartCount(page)).toHaveText('1');

    // Signing in (through the API, as the sign-in screen does) and coming back to the site.
    await signInAsAdminOver(page.request);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line').filter({ hasText: name })).toBeVisible();
    await expect.poll(async () => (await trpc.query<{ name: string }[]>('cart.get')).map((l) => l.name)).toContain(name);

    // The same member in another browser sees the saved cart.
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await signInAsAdminOver(otherPage.request);
      await otherPage.goto('/cart');
      const line = otherPage.getByTestId('cart-line').filter({ hasText: name });
      await expect(line).toBeVisible();
      // A change there reaches the server, and this browser picks it up on its next visit.
      await line.getByRole('button', { name: /^Remove/ }).click();
      await expect.poll(async () => (await trpcOver(otherPage.request).query<{ name: string }[]>('cart.get')).map((l) => l.name)).not.toContain(name);
    } finally {
      await other.close();
    }
    await page.reload();
    await expect(page.getByTestId('cart-line').filter({ hasText: name })).toHaveCount(0);
  });
});
