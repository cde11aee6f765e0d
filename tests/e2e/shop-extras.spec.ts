import { expect, test, type Page } from './support/fixtures';
import { mailsTo } from './support/mailbox';
import { signInAsAdmin } from './support/site';

// A buyer with a discount code, a tip and a gift note, at a phone's width and a laptop's: the summary shows every
// money line as the server computed it, the business's new-order mail carries the note and gift note (the buyer's own
// confirmation of an order paid at pickup only says they are kept with the order), and staff print a packing slip
// without prices.
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const cents = (text: string | null) => Math.round(Number(text!.replace(/[^0-9.]/g, '')) * 100);

async function fillCart(page: Page) {
  await page.goto('/shop');
  const plain = page
    .getByTestId('product-card')
    .filter({ hasNot: page.getByText('Choose a size') })
    .filter({ has: page.getByRole('button', { name: 'Add to Cart', disabled: false }) })
    .first();
  // Three of one product: over the sample code's $15 minimum.
  for (let i = 0; i < 3; i += 1) await plain.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/checkout');
}

for (const width of [390, 1280] as const) {
  test(`a code, a tip and a gift note at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await fillCart(page);
    const subtotal = cents(await page.getByTestId('subtotal').textContent());
    expect(subtotal).toBeGreaterThanOrEqual(1500);

    await page.getByTestId('code-input').fill('nosuch');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('That code is not valid.')).toBeVisible();
    await page.getByTestId('code-input').fill('sweet10');
    await page.getByRole('button', { name: 'Apply' }).click();
    const codeOff = Math.floor((subtotal * 10 + 50) / 100);
    await expect(page.getByTestId('code-discount')).toHaveText(`−$${(codeOff / 100).toFixed(2)}`);

    await page.getByText('15%', { exact: true }).click();
    const goods = subtotal - codeOff;
    const tip = Math.floor((goods * 15 + 50) / 100);
    const tax = Math.floor((goods * 400 + 5000) / 10000);
    await expect(page.getByTestId('tip')).toHaveText(`$${(tip / 100).toFixed(2)}`);
    await expect(page.getByTestId('tax')).toHaveText(`$${(tax / 100).toFixed(2)}`);
    await expect(page.getByTestId('total')).toHaveText(`$${((goods + tax + tip) / 100).toFixed(2)}`);

    await page.getByLabel('This is a gift').check();
    await page.getByLabel('Gift note (optional)').fill('Happy birthday Mia! <3');
    await page.getByLabel('Notes (optional)').fill('Please ring twice');
    const email = uniqueEmail(`gift-${width}`);
    await page.getByLabel('Name', { exact: true }).fill('Jamie Rivers');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone', { exact: true }).fill('(404) 555-0199');
    await page.screenshot({ path: test.info().outputPath(`checkout-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/order\/DRP-/);
    await expect(page.getByTestId('order-total')).toHaveText(`$${((goods + tax + tip) / 100).toFixed(2)}`);
    await expect(page.getByTestId('gift-note')).toContainText('Happy birthday Mia! <3');
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();

    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail!.text).not.toContain('Happy birthday Mia!');
    expect(mail!.text).toContain('Kept with your order');
    expect(mail!.text).toContain('Code SWEET10');
    // The business's address in the sample Settings.
    await expect.poll(async () => (await mailsTo('hello@dripcottoncandy.com')).filter((m) => m.subject.startsWith(`New order ${orderNumber}`)).length).toBe(1);
    const [notice] = (await mailsTo('hello@dripcottoncandy.com')).filter((m) => m.subject.startsWith(`New order ${orderNumber}`));
    expect(notice!.text).toContain('Gift note: Happy birthday Mia! <3');
    expect(notice!.text).toContain('Please ring twice');

    // Staff open the order and its packing slip: the gift's slip names the items and the note, never a price.
    await signInAsAdmin(page, `/admin/orders?q=${orderNumber}`);
    await page
      .getByRole('button', { name: `View order ${orderNumber}` })
      .first()
      .click();
    await expect(page.getByTestId('staff-gift')).toContainText('Yes');
    const slipHref = await page.getByRole('link', { name: 'Print packing slip' }).getAttribute('href');
    await page.goto(slipHref!);
    await expect(page.getByTestId('slip-gift')).toContainText('Happy birthday Mia! <3');
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.locator('#packing-slip')).not.toContainText('$');
    await page.screenshot({ path: test.info().outputPath(`packing-slip-${width}.png`), fullPage: true });
  });
}
