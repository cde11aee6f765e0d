import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/fixtures';
import { E2E_PORT } from '../../playwright.config';
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';

// Paying by card needs the server started with Stripe's keys, which the shared server of the other specs does not
// have (their checkout offers pay in person only). This spec starts its own server, pointed at the stand-in of
// Stripe's API and its hosted page, on a port and data folder of its own. No webhook is sent: the order page itself
// asks Stripe for the session, as it does when the webhook is late.
const CARD_PORT = E2E_PORT + 1000;
const ORIGIN = `http://localhost:${CARD_PORT}`;
const DATA_DIR = path.resolve(`.tmp/e2e-card-data-${CARD_PORT}`);

let stripe: StripeStandIn;
let server: ChildProcess;

async function untilHealthy(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The card server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The card server did not start at ${url}`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stripe = await startStripeStandIn();
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(CARD_PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      MAIL_DIR: path.join(DATA_DIR, 'mail'),
      PUBLIC_URL: ORIGIN,
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist/client',
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
  await untilHealthy(`${ORIGIN}/healthz`, Date.now() + 110_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await stripe?.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** One product without sizes in the cart, then the checkout filled in for pickup. */
async function checkoutWithOneProduct(page: Page) {
  await page.goto(`${ORIGIN}/shop`);
  const plain = page
    .getByTestId('product-card')
    .filter({ hasNot: page.getByText('Choose a size') })
    .first();
  await plain.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count').filter({ visible: true })).toHaveText('1');
  await page.goto(`${ORIGIN}/checkout`);
  await page.getByLabel('Name', { exact: true }).fill('Casey Card');
  await page.getByLabel('Email', { exact: true }).fill(`card-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`);
  await page.getByLabel('Phone', { exact: true }).fill('(404) 555-0123');
}

test('pay now by card: Stripe’s page, back to the order page that says Paid, and the cart is emptied', async ({ page }) => {
  await checkoutWithOneProduct(page);
  const payInPerson = page.getByRole('radio', { name: /Pay at pickup or on delivery/ });
  const byCard = page.getByRole('radio', { name: /Pay now by card/ });
  await expect(payInPerson).toBeChecked();
  // The choice is a radio group: the arrow key moves to the card.
  await payInPerson.focus();
  await page.keyboard.press('ArrowRight');
  await expect(byCard).toBeChecked();

  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_`));
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/order\/DRP-[A-Z0-9]{6}\?session_id=cs_/);
  await expect(page.getByTestId('card-payment-state')).toHaveText('Paid');
  await expect(page.getByTestId('order-status')).toHaveText('Received');
  await expect(page.getByTestId('cart-count').filter({ visible: true })).toHaveCount(0);
});

test('a cancelled card payment returns to a full checkout that says nothing was charged', async ({ page }) => {
  await checkoutWithOneProduct(page);
  await page.getByText('Pay now by card').click();
  await expect(page.getByRole('radio', { name: /Pay now by card/ })).toBeChecked();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_`));
  // What Stripe's page does when the buyer goes back: the session's cancel_url.
  const sessionId = new URL(page.url()).pathname.slice('/pay/'.length);
  await page.goto(stripe.sessions.get(sessionId)!.cancel_url);

  await expect(page.getByTestId('card-cancelled')).toContainText('The card payment was cancelled and nothing was charged.');
  await expect(page.getByTestId('summary-line')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /Pay at pickup or on delivery/ })).toBeChecked();
});
